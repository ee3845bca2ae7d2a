// Made by `npm run messages` from app/i18n/catalogue/<locale>/*.json (scripts/messages.ts): edit those, not this.
import type { Locale } from "../../domain/locales";

type Value = string | number;

/** Contact us */
export const actionsBarLabel = (l: Locale): string =>
  l === "ml" ? "ബന്ധപ്പെടുക" : l === "ta" ? "தொடர்புக்கு" : "Contact us";
/** Call */
export const actionsCall = (l: Locale): string =>
  l === "ml" ? "വിളിക്കുക" : l === "ta" ? "அழைக்க" : "Call";
/** Call us at {phone} */
export const actionsCallUsAt = (l: Locale, v: { phone: Value }): string =>
  l === "ml" ? "" + v.phone + " എന്ന നമ്പറിൽ വിളിക്കുക" : l === "ta" ? "" + v.phone + " எண்ணில் எங்களை அழைக்கவும்" : "Call us at " + v.phone;
/** Contact */
export const actionsContact = (l: Locale): string =>
  l === "ml" ? "ബന്ധപ്പെടുക" : l === "ta" ? "தொடர்புக்கு" : "Contact";
/** Scroll to top */
export const actionsScrollTop = (l: Locale): string =>
  l === "ml" ? "മുകളിലേക്ക് പോകുക" : l === "ta" ? "மேலே செல்ல" : "Scroll to top";
/** Talk to us */
export const actionsTalk = (l: Locale): string =>
  l === "ml" ? "സംസാരിക്കാം" : l === "ta" ? "பேசுவோம்" : "Talk to us";
/** Chat with us on WhatsApp */
export const actionsWhatsApp = (l: Locale): string =>
  l === "ml" ? "വാട്ട്സ്ആപ്പിൽ സംസാരിക്കാം" : l === "ta" ? "வாட்ஸ்அப்பில் பேசுங்கள்" : "Chat with us on WhatsApp";
/** WhatsApp */
export const actionsWhatsAppShort = (l: Locale): string =>
  l === "ml" ? "വാട്ട്സ്ആപ്പ്" : l === "ta" ? "வாட்ஸ்அப்" : "WhatsApp";
/** Contact Us */
export const footerContactUs = (l: Locale): string =>
  l === "ml" ? "ബന്ധപ്പെടാൻ" : l === "ta" ? "தொடர்புக்கு" : "Contact Us";
/** Designed and developed by */
export const footerCredit = (l: Locale): string =>
  l === "ml" ? "രൂപകൽപ്പനയും നിർമ്മാണവും:" : l === "ta" ? "வடிவமைத்து உருவாக்கியவர்:" : "Designed and developed by";
/** Our Services */
export const footerOurServices = (l: Locale): string =>
  l === "ml" ? "ഞങ്ങളുടെ സേവനങ്ങൾ" : l === "ta" ? "எங்கள் சேவைகள்" : "Our Services";
/** Our services */
export const footerOurServicesLabel = (l: Locale): string =>
  l === "ml" ? "ഞങ്ങളുടെ സേവനങ്ങൾ" : l === "ta" ? "எங்கள் சேவைகள்" : "Our services";
/** Privacy notice */
export const footerPrivacy = (l: Locale): string =>
  l === "ml" ? "സ്വകാര്യതാ അറിയിപ്പ്" : l === "ta" ? "தனியுரிமை அறிவிப்பு" : "Privacy notice";
/** Quick Links */
export const footerQuickLinks = (l: Locale): string =>
  l === "ml" ? "പ്രധാന ലിങ്കുകൾ" : l === "ta" ? "விரைவு இணைப்புகள்" : "Quick Links";
/** Quick links */
export const footerQuickLinksLabel = (l: Locale): string =>
  l === "ml" ? "പ്രധാന ലിങ്കുകൾ" : l === "ta" ? "விரைவு இணைப்புகள்" : "Quick links";
/** © {year} {name}. All rights reserved. */
export const footerRights = (l: Locale, v: { name: Value; year: Value }): string =>
  l === "ml" ? "© " + v.year + " " + v.name + ". എല്ലാ അവകാശങ്ങളും നിക്ഷിപ്തം." : l === "ta" ? "© " + v.year + " " + v.name + ". அனைத்து உரிமைகளும் பாதுகாக்கப்பட்டவை." : "© " + v.year + " " + v.name + ". All rights reserved.";
/** Call  */
export const headerCallPrefix = (l: Locale): string =>
  l === "ml" ? "വിളിക്കുക " : l === "ta" ? "அழைக்க " : "Call ";
/** Dashboard */
export const headerDashboard = (l: Locale): string =>
  l === "ml" ? "ഡാഷ്ബോർഡ്" : l === "ta" ? "கட்டுப்பாட்டுப் பலகை" : "Dashboard";
/** Estimate */
export const headerEstimate = (l: Locale): string =>
  l === "ml" ? "ചെലവ് അറിയാം" : l === "ta" ? "மதிப்பீடு" : "Estimate";
/** Login */
export const headerLogin = (l: Locale): string =>
  l === "ml" ? "ലോഗിൻ" : l === "ta" ? "உள்நுழைய" : "Login";
/** Language */
export const languageLabel = (l: Locale): string =>
  l === "ml" ? "ഭാഷ" : l === "ta" ? "மொழி" : "Language";
/** This site is also in {language}. */
export const languageOffer = (l: Locale, v: { language: Value }): string =>
  l === "ml" ? "ഈ സൈറ്റ് " + v.language + " ഭാഷയിലും ലഭ്യമാണ്." : l === "ta" ? "இந்தத் தளம் " + v.language + " மொழியிலும் உள்ளது." : "This site is also in " + v.language + ".";
/** No, thanks */
export const languageOfferDismiss = (l: Locale): string =>
  l === "ml" ? "വേണ്ട" : l === "ta" ? "வேண்டாம்" : "No, thanks";
/** Read in {language} */
export const languageOfferRead = (l: Locale, v: { language: Value }): string =>
  l === "ml" ? "" + v.language + " ഭാഷയിൽ വായിക്കുക" : l === "ta" ? "" + v.language + " மொழியில் படிக்க" : "Read in " + v.language;
/** Close menu */
export const menuClose = (l: Locale): string =>
  l === "ml" ? "മെനു അടയ്ക്കുക" : l === "ta" ? "பட்டியை மூடு" : "Close menu";
/** Open menu */
export const menuOpen = (l: Locale): string =>
  l === "ml" ? "മെനു തുറക്കുക" : l === "ta" ? "பட்டியைத் திற" : "Open menu";
/** About us */
export const navAbout = (l: Locale): string =>
  l === "ml" ? "ഞങ്ങളെക്കുറിച്ച്" : l === "ta" ? "எங்களைப் பற்றி" : "About us";
/** Building from the Gulf */
export const navAbroad = (l: Locale): string =>
  l === "ml" ? "ഗൾഫിൽ നിന്ന് വീട് പണിയാം" : l === "ta" ? "வளைகுடாவிலிருந்து வீடு கட்ட" : "Building from the Gulf";
/** Blog */
export const navBlog = (l: Locale): string =>
  l === "ml" ? "ബ്ലോഗ്" : l === "ta" ? "வலைப்பதிவு" : "Blog";
/** Contact */
export const navContact = (l: Locale): string =>
  l === "ml" ? "ബന്ധപ്പെടുക" : l === "ta" ? "தொடர்புக்கு" : "Contact";
/** Cost estimator */
export const navEstimator = (l: Locale): string =>
  l === "ml" ? "ചെലവ് കണക്കാക്കാം" : l === "ta" ? "செலவு மதிப்பீடு" : "Cost estimator";
/** Gallery */
export const navGallery = (l: Locale): string =>
  l === "ml" ? "ഗാലറി" : l === "ta" ? "படத்தொகுப்பு" : "Gallery";
/** Home */
export const navHome = (l: Locale): string =>
  l === "ml" ? "ഹോം" : l === "ta" ? "முகப்பு" : "Home";
/** Main */
export const navMainLabel = (l: Locale): string =>
  l === "ml" ? "പ്രധാന മെനു" : l === "ta" ? "முதன்மை" : "Main";
/** Mobile */
export const navMobileLabel = (l: Locale): string =>
  l === "ml" ? "മൊബൈൽ മെനു" : l === "ta" ? "கைபேசி பட்டி" : "Mobile";
/** Projects */
export const navProjects = (l: Locale): string =>
  l === "ml" ? "പ്രോജക്ടുകൾ" : l === "ta" ? "திட்டங்கள்" : "Projects";
/** Services */
export const navServices = (l: Locale): string =>
  l === "ml" ? "സേവനങ്ങൾ" : l === "ta" ? "சேவைகள்" : "Services";
/** Skip to content */
export const skipToContent = (l: Locale): string =>
  l === "ml" ? "ഉള്ളടക്കത്തിലേക്ക് പോകുക" : l === "ta" ? "உள்ளடக்கத்திற்குச் செல்லவும்" : "Skip to content";
/** Not yet translated: shown in English. */
export const untranslatedNote = (l: Locale): string =>
  l === "ml" ? "ഇതുവരെ വിവർത്തനം ചെയ്തിട്ടില്ല: ഇംഗ്ലീഷിൽ കാണിക്കുന്നു." : l === "ta" ? "இன்னும் மொழிபெயர்க்கப்படவில்லை: ஆங்கிலத்தில் காட்டப்படுகிறது." : "Not yet translated: shown in English.";
