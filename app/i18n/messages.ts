// Made by `npm run messages` from app/i18n/catalogue/<locale>/*.json (scripts/messages.ts): edit those, not this.
import type { Locale } from "../../domain/locales";
import { adminText } from "./admin-texts";

type Value = string | number;

/** Ask us for our registration numbers: we share them with every quotation. */
export const aboutAskRegistrations = (l: Locale): string =>
  l === "ml" ? "ഞങ്ങളുടെ രജിസ്ട്രേഷൻ നമ്പറുകൾ ചോദിക്കൂ: ഓരോ ക്വട്ടേഷനോടൊപ്പവും ഞങ്ങൾ അവ നൽകാറുണ്ട്." : l === "ta" ? "எங்கள் பதிவு எண்களைக் கேளுங்கள்: ஒவ்வொரு கொட்டேஷனுடனும் அவற்றைத் தருகிறோம்." : "Ask us for our registration numbers: we share them with every quotation.";
/** Certification */
export const aboutCertification = (l: Locale): string =>
  l === "ml" ? "സർട്ടിഫിക്കേഷൻ" : l === "ta" ? "சான்றிதழ்" : "Certification";
/** Check Us */
export const aboutCheckEyebrow = (l: Locale): string =>
  l === "ml" ? "ഞങ്ങളെ പരിശോധിക്കാം" : l === "ta" ? "எங்களைச் சரிபாருங்கள்" : "Check Us";
/** Our certification and what we promise after handover. */
export const aboutCheckTextCertified = (l: Locale): string =>
  l === "ml" ? "ഞങ്ങളുടെ സർട്ടിഫിക്കേഷനും വീട് കൈമാറിയ ശേഷം ഞങ്ങൾ നൽകുന്ന ഉറപ്പും." : l === "ta" ? "எங்கள் சான்றிதழும், வீட்டை ஒப்படைத்த பின் நாங்கள் தரும் உறுதியும்." : "Our certification and what we promise after handover.";
/** Our certification, what our clients say where anyone can read it and what we promise after handover. */
export const aboutCheckTextCertifiedRated = (l: Locale): string =>
  l === "ml" ? "ഞങ്ങളുടെ സർട്ടിഫിക്കേഷൻ, ആർക്കും വായിക്കാവുന്നിടത്ത് ഞങ്ങളുടെ ഉപഭോക്താക്കൾ പറയുന്നത്, വീട് കൈമാറിയ ശേഷം ഞങ്ങൾ നൽകുന്ന ഉറപ്പ്." : l === "ta" ? "எங்கள் சான்றிதழ், யார் வேண்டுமானாலும் படிக்கக்கூடிய இடத்தில் எங்கள் வாடிக்கையாளர்களின் கருத்துகள், வீட்டை ஒப்படைத்த பின் நாங்கள் தரும் உறுதி." : "Our certification, what our clients say where anyone can read it and what we promise after handover.";
/** What we promise after handover. */
export const aboutCheckTextPromise = (l: Locale): string =>
  l === "ml" ? "വീട് കൈമാറിയ ശേഷം ഞങ്ങൾ നൽകുന്ന ഉറപ്പ്." : l === "ta" ? "வீட்டை ஒப்படைத்த பின் நாங்கள் தரும் உறுதி." : "What we promise after handover.";
/** What our clients say where anyone can read it and what we promise after handover. */
export const aboutCheckTextRated = (l: Locale): string =>
  l === "ml" ? "ആർക്കും വായിക്കാവുന്നിടത്ത് ഞങ്ങളുടെ ഉപഭോക്താക്കൾ പറയുന്നതും വീട് കൈമാറിയ ശേഷം ഞങ്ങൾ നൽകുന്ന ഉറപ്പും." : l === "ta" ? "யார் வேண்டுமானாலும் படிக்கக்கூடிய இடத்தில் எங்கள் வாடிக்கையாளர்களின் கருத்துகளும், வீட்டை ஒப்படைத்த பின் நாங்கள் தரும் உறுதியும்." : "What our clients say where anyone can read it and what we promise after handover.";
/** The numbers to look us up by and what we promise after handover. */
export const aboutCheckTextRegistered = (l: Locale): string =>
  l === "ml" ? "ഞങ്ങളെ പരിശോധിക്കാനുള്ള രജിസ്ട്രേഷൻ നമ്പറുകളും വീട് കൈമാറിയ ശേഷം ഞങ്ങൾ നൽകുന്ന ഉറപ്പും." : l === "ta" ? "எங்களைச் சரிபார்க்கப் பதிவு எண்களும், வீட்டை ஒப்படைத்த பின் நாங்கள் தரும் உறுதியும்." : "The numbers to look us up by and what we promise after handover.";
/** The numbers to look us up by, what our clients say where anyone can read it and what we promise after handover. */
export const aboutCheckTextRegisteredRated = (l: Locale): string =>
  l === "ml" ? "ഞങ്ങളെ പരിശോധിക്കാനുള്ള രജിസ്ട്രേഷൻ നമ്പറുകൾ, ആർക്കും വായിക്കാവുന്നിടത്ത് ഞങ്ങളുടെ ഉപഭോക്താക്കൾ പറയുന്നത്, വീട് കൈമാറിയ ശേഷം ഞങ്ങൾ നൽകുന്ന ഉറപ്പ്." : l === "ta" ? "எங்களைச் சரிபார்க்கப் பதிவு எண்கள், யார் வேண்டுமானாலும் படிக்கக்கூடிய இடத்தில் எங்கள் வாடிக்கையாளர்களின் கருத்துகள், வீட்டை ஒப்படைத்த பின் நாங்கள் தரும் உறுதி." : "The numbers to look us up by, what our clients say where anyone can read it and what we promise after handover.";
/** Certified and Guaranteed */
export const aboutCheckTitleCertified = (l: Locale): string =>
  l === "ml" ? "സർട്ടിഫിക്കേഷനും ഗ്യാരണ്ടിയും" : l === "ta" ? "சான்றிதழும் உத்தரவாதமும்" : "Certified and Guaranteed";
/** Rated and Guaranteed */
export const aboutCheckTitleRated = (l: Locale): string =>
  l === "ml" ? "റേറ്റിംഗും ഗ്യാരണ്ടിയും" : l === "ta" ? "ரேட்டிங்கும் உத்தரவாதமும்" : "Rated and Guaranteed";
/** Registered and Guaranteed */
export const aboutCheckTitleRegistered = (l: Locale): string =>
  l === "ml" ? "രജിസ്ട്രേഷനും ഗ്യാരണ്ടിയും" : l === "ta" ? "பதிவும் உத்தரவாதமும்" : "Registered and Guaranteed";
/** Registered, Rated and Guaranteed */
export const aboutCheckTitleRegisteredRated = (l: Locale): string =>
  l === "ml" ? "രജിസ്ട്രേഷൻ, റേറ്റിംഗ്, ഗ്യാരണ്ടി" : l === "ta" ? "பதிவு, ரேட்டிங், உத்தரவாதம்" : "Registered, Rated and Guaranteed";
/** Our clients' own words are below, with their names and their homes. */
export const aboutClientsBelow = (l: Locale): string =>
  l === "ml" ? "ഞങ്ങളുടെ ഉപഭോക്താക്കളുടെ സ്വന്തം വാക്കുകൾ, അവരുടെ പേരും വീടും സഹിതം, താഴെ വായിക്കാം." : l === "ta" ? "எங்கள் வாடிக்கையாளர்களின் சொந்த வார்த்தைகளை, அவர்களின் பெயர்களுடனும் வீடுகளுடனும், கீழே படிக்கலாம்." : "Our clients' own words are below, with their names and their homes.";
/** What clients say */
export const aboutClientsSay = (l: Locale): string =>
  l === "ml" ? "ഉപഭോക്താക്കൾ പറയുന്നത്" : l === "ta" ? "வாடிக்கையாளர்கள் சொல்வது" : "What clients say";
/** Meet our engineers and architects, and see how we would plan your building. */
export const aboutCtaText = (l: Locale): string =>
  l === "ml" ? "ഞങ്ങളുടെ എഞ്ചിനീയർമാരെയും ആർക്കിടെക്ടുമാരെയും കാണൂ, നിങ്ങളുടെ കെട്ടിടം ഞങ്ങൾ എങ്ങനെ പ്ലാൻ ചെയ്യുമെന്ന് അറിയൂ." : l === "ta" ? "எங்கள் பொறியாளர்களையும் கட்டடக் கலைஞர்களையும் சந்தியுங்கள்; உங்கள் கட்டடத்தை நாங்கள் எப்படித் திட்டமிடுவோம் என்று பாருங்கள்." : "Meet our engineers and architects, and see how we would plan your building.";
/** Let's Build Something Together */
export const aboutCtaTitle = (l: Locale): string =>
  l === "ml" ? "നമുക്ക് ഒരുമിച്ച് പണിയാം" : l === "ta" ? "சேர்ந்து கட்டுவோம்" : "Let's Build Something Together";
/** Over {years} years of building homes and businesses across Kerala and Tamil Nadu, from our office in {city}. */
export const aboutHeroSubtitle = (l: Locale, v: { city: Value; years: Value }): string =>
  l === "ml" ? "" + v.city + "-ലെ ഓഫീസിൽ നിന്ന്, " + v.years + " വർഷത്തിലേറെയായി കേരളത്തിലും തമിഴ്നാട്ടിലും വീടുകളും സ്ഥാപനങ്ങളും പണിയുന്നു." : l === "ta" ? "" + v.city + " அலுவலகத்திலிருந்து, " + v.years + " ஆண்டுகளுக்கும் மேலாக கேரளா, தமிழ்நாடு முழுவதும் வீடுகளையும் வணிகக் கட்டடங்களையும் கட்டி வருகிறோம்." : "Over " + v.years + " years of building homes and businesses across Kerala and Tamil Nadu, from our office in " + v.city + ".";
/** Our Journey */
export const aboutJourneyEyebrow = (l: Locale): string =>
  l === "ml" ? "ഞങ്ങളുടെ യാത്ര" : l === "ta" ? "எங்கள் பயணம்" : "Our Journey";
/** Milestones Along the Way */
export const aboutJourneyTitle = (l: Locale): string =>
  l === "ml" ? "വഴിയിലെ നാഴികക്കല്ലുകൾ" : l === "ta" ? "பயணத்தின் மைல்கற்கள்" : "Milestones Along the Way";
/** Our story since {year}: a construction company in {city} with {projects} projects and {team} team members across Kerala and Tamil Nadu. */
export const aboutMetaDescription = (l: Locale, v: { city: Value; projects: Value; team: Value; year: Value }): string =>
  l === "ml" ? "" + v.year + " മുതലുള്ള ഞങ്ങളുടെ കഥ: കേരളത്തിലും തമിഴ്നാട്ടിലുമായി " + v.projects + " പ്രോജക്ടുകളും " + v.team + " ടീം അംഗങ്ങളുമുള്ള, " + v.city + "-ലെ ഒരു നിർമ്മാണ കമ്പനി." : l === "ta" ? "" + v.year + " முதல் எங்கள் கதை: கேரளா, தமிழ்நாடு முழுவதும் " + v.projects + " திட்டங்களும் " + v.team + " குழு உறுப்பினர்களும் கொண்ட " + v.city + " கட்டுமான நிறுவனம்." : "Our story since " + v.year + ": a construction company in " + v.city + " with " + v.projects + " projects and " + v.team + " team members across Kerala and Tamil Nadu.";
/** Our story since {year}: an {certification} certified construction company in {city} with {projects} projects and {team} team members across Kerala and Tamil Nadu. */
export const aboutMetaDescriptionCertified = (l: Locale, v: { certification: Value; city: Value; projects: Value; team: Value; year: Value }): string =>
  l === "ml" ? "" + v.year + " മുതലുള്ള ഞങ്ങളുടെ കഥ: കേരളത്തിലും തമിഴ്നാട്ടിലുമായി " + v.projects + " പ്രോജക്ടുകളും " + v.team + " ടീം അംഗങ്ങളുമുള്ള, " + v.city + "-ലെ " + v.certification + " സർട്ടിഫൈഡ് നിർമ്മാണ കമ്പനി." : l === "ta" ? "" + v.year + " முதல் எங்கள் கதை: கேரளா, தமிழ்நாடு முழுவதும் " + v.projects + " திட்டங்களும் " + v.team + " குழு உறுப்பினர்களும் கொண்ட, " + v.certification + " சான்றிதழ் பெற்ற " + v.city + " கட்டுமான நிறுவனம்." : "Our story since " + v.year + ": an " + v.certification + " certified construction company in " + v.city + " with " + v.projects + " projects and " + v.team + " team members across Kerala and Tamil Nadu.";
/** Our Mission */
export const aboutMission = (l: Locale): string =>
  l === "ml" ? "ഞങ്ങളുടെ ദൗത്യം" : l === "ta" ? "எங்கள் நோக்கம்" : "Our Mission";
/** Read the reviews */
export const aboutReadReviews = (l: Locale): string =>
  l === "ml" ? "റിവ്യൂകൾ വായിക്കാം" : l === "ta" ? "மதிப்புரைகளைப் படியுங்கள்" : "Read the reviews";
/** Read the reviews on {source} */
export const aboutReadReviewsOn = (l: Locale, v: { source: Value }): string =>
  l === "ml" ? "" + v.source + "-ൽ റിവ്യൂകൾ വായിക്കാം" : l === "ta" ? "" + v.source + "-இல் மதிப்புரைகளைப் படியுங்கள்" : "Read the reviews on " + v.source;
/** Registrations */
export const aboutRegistrations = (l: Locale): string =>
  l === "ml" ? "രജിസ്ട്രേഷനുകൾ" : l === "ta" ? "பதிவுகள்" : "Registrations";
/** Our Story */
export const aboutStoryEyebrow = (l: Locale): string =>
  l === "ml" ? "ഞങ്ങളുടെ കഥ" : l === "ta" ? "எங்கள் கதை" : "Our Story";
/** Building Kerala, One Home at a Time */
export const aboutStoryTitle = (l: Locale): string =>
  l === "ml" ? "ഓരോ വീടായി, കേരളത്തെ പണിതുയർത്തുന്നു" : l === "ta" ? "ஒவ்வொரு வீடாக, கேரளத்தைக் கட்டியெழுப்புகிறோம்" : "Building Kerala, One Home at a Time";
/** Leadership */
export const aboutTeamEyebrow = (l: Locale): string =>
  l === "ml" ? "നേതൃത്വം" : l === "ta" ? "தலைமை" : "Leadership";
/** The {company} team at work */
export const aboutTeamPhotoAlt = (l: Locale, v: { company: Value }): string =>
  l === "ml" ? "ജോലിസ്ഥലത്ത് " + v.company + " ടീം" : l === "ta" ? "பணியிடத்தில் " + v.company + " குழு" : "The " + v.company + " team at work";
/** The people who answer for every building we put our name to. */
export const aboutTeamText = (l: Locale): string =>
  l === "ml" ? "ഞങ്ങളുടെ പേരിൽ ഉയരുന്ന ഓരോ കെട്ടിടത്തിനും ഉത്തരവാദികൾ ഇവരാണ്." : l === "ta" ? "எங்கள் பெயரில் எழும் ஒவ்வொரு கட்டடத்துக்கும் பொறுப்பானவர்கள் இவர்கள்." : "The people who answer for every building we put our name to.";
/** Meet Our Team */
export const aboutTeamTitle = (l: Locale): string =>
  l === "ml" ? "ഞങ്ങളുടെ ടീമിനെ പരിചയപ്പെടാം" : l === "ta" ? "எங்கள் குழுவைச் சந்தியுங்கள்" : "Meet Our Team";
/** About Us */
export const aboutTitle = (l: Locale): string =>
  l === "ml" ? "ഞങ്ങളെക്കുറിച്ച്" : l === "ta" ? "எங்களைப் பற்றி" : "About Us";
/** Our Vision */
export const aboutVision = (l: Locale): string =>
  l === "ml" ? "ഞങ്ങളുടെ കാഴ്ചപ്പാട്" : l === "ta" ? "எங்கள் தொலைநோக்கு" : "Our Vision";
/** Warranty */
export const aboutWarranty = (l: Locale): string =>
  l === "ml" ? "വാറന്റി" : l === "ta" ? "உத்தரவாதம்" : "Warranty";
/** Warranty of up to {years} years */
export const aboutWarrantyUpTo = (l: Locale, v: { years: Value }): string =>
  l === "ml" ? "" + v.years + " വർഷം വരെ വാറന്റി" : l === "ta" ? "" + v.years + " ஆண்டுகள் வரை உத்தரவாதம்" : "Warranty of up to " + v.years + " years";
/** See all our projects */
export const abroadAllProjects = (l: Locale): string =>
  l === "ml" ? "എല്ലാ പ്രോജക്ടുകളും കാണുക" : l === "ta" ? "எல்லாத் திட்டங்களையும் பாருங்கள்" : "See all our projects";
/** Home */
export const abroadBreadcrumbHome = (l: Locale): string =>
  l === "ml" ? "ഹോം" : l === "ta" ? "முகப்பு" : "Home";
/** Call windows */
export const abroadCallEyebrow = (l: Locale): string =>
  l === "ml" ? "വിളിക്കാനുള്ള സമയം" : l === "ta" ? "அழைக்க ஏற்ற நேரம்" : "Call windows";
/** Our office in {city} keeps India time: {hours}. On your clock, that is: */
export const abroadCallText = (l: Locale, v: { city: Value; hours: Value }): string =>
  l === "ml" ? "ഞങ്ങളുടെ " + v.city + " ഓഫീസ് ഇന്ത്യൻ സമയപ്രകാരമാണ് പ്രവർത്തിക്കുന്നത്: " + v.hours + ". നിങ്ങളുടെ സമയപ്രകാരം ഇത്:" : l === "ta" ? "எங்கள் " + v.city + " அலுவலகம் இந்திய நேரப்படி இயங்குகிறது: " + v.hours + ". உங்கள் நேரப்படி இது:" : "Our office in " + v.city + " keeps India time: " + v.hours + ". On your clock, that is:";
/** When to call us, in Gulf time */
export const abroadCallTitle = (l: Locale): string =>
  l === "ml" ? "ഗൾഫ് സമയം അനുസരിച്ച് ഞങ്ങളെ എപ്പോൾ വിളിക്കാം" : l === "ta" ? "வளைகுடா நேரப்படி எங்களை எப்போது அழைக்கலாம்" : "When to call us, in Gulf time";
/** Fri */
export const abroadDayFri = (l: Locale): string =>
  l === "ml" ? "വെള്ളി" : l === "ta" ? "வெள்ளி" : "Fri";
/** Friday */
export const abroadDayFriday = (l: Locale): string =>
  l === "ml" ? "വെള്ളിയാഴ്ച" : l === "ta" ? "வெள்ளிக்கிழமை" : "Friday";
/** Mon */
export const abroadDayMon = (l: Locale): string =>
  l === "ml" ? "തിങ്കൾ" : l === "ta" ? "திங்கள்" : "Mon";
/** Monday */
export const abroadDayMonday = (l: Locale): string =>
  l === "ml" ? "തിങ്കളാഴ്ച" : l === "ta" ? "திங்கட்கிழமை" : "Monday";
/** {from} – {to} */
export const abroadDayRange = (l: Locale, v: { from: Value; to: Value }): string =>
  l === "ml" ? "" + v.from + " – " + v.to : l === "ta" ? "" + v.from + " – " + v.to : "" + v.from + " – " + v.to;
/** Sat */
export const abroadDaySat = (l: Locale): string =>
  l === "ml" ? "ശനി" : l === "ta" ? "சனி" : "Sat";
/** Saturday */
export const abroadDaySaturday = (l: Locale): string =>
  l === "ml" ? "ശനിയാഴ്ച" : l === "ta" ? "சனிக்கிழமை" : "Saturday";
/** Sun */
export const abroadDaySun = (l: Locale): string =>
  l === "ml" ? "ഞായർ" : l === "ta" ? "ஞாயிறு" : "Sun";
/** Sunday */
export const abroadDaySunday = (l: Locale): string =>
  l === "ml" ? "ഞായറാഴ്ച" : l === "ta" ? "ஞாயிற்றுக்கிழமை" : "Sunday";
/** Thu */
export const abroadDayThu = (l: Locale): string =>
  l === "ml" ? "വ്യാഴം" : l === "ta" ? "வியாழன்" : "Thu";
/** Thursday */
export const abroadDayThursday = (l: Locale): string =>
  l === "ml" ? "വ്യാഴാഴ്ച" : l === "ta" ? "வியாழக்கிழமை" : "Thursday";
/** Tue */
export const abroadDayTue = (l: Locale): string =>
  l === "ml" ? "ചൊവ്വ" : l === "ta" ? "செவ்வாய்" : "Tue";
/** Tuesday */
export const abroadDayTuesday = (l: Locale): string =>
  l === "ml" ? "ചൊവ്വാഴ്ച" : l === "ta" ? "செவ்வாய்க்கிழமை" : "Tuesday";
/** Wed */
export const abroadDayWed = (l: Locale): string =>
  l === "ml" ? "ബുധൻ" : l === "ta" ? "புதன்" : "Wed";
/** Wednesday */
export const abroadDayWednesday = (l: Locale): string =>
  l === "ml" ? "ബുധനാഴ്ച" : l === "ta" ? "புதன்கிழமை" : "Wednesday";
/** Build your Kerala home from the UAE, Saudi Arabia, Qatar, Oman, Kuwait or Bahrain: power of attorney, weekly photos and videos, video-call site visits, NRE/NRO payments. */
export const abroadDescription = (l: Locale): string =>
  l === "ml" ? "യുഎഇ, സൗദി അറേബ്യ, ഖത്തർ, ഒമാൻ, കുവൈത്ത്, ബഹ്റൈൻ — എവിടെയിരുന്നും കേരളത്തിൽ നിങ്ങളുടെ വീട് പണിയാം: പവർ ഓഫ് അറ്റോർണി, എല്ലാ ആഴ്ചയും ഫോട്ടോകളും വീഡിയോകളും, വീഡിയോ കോളിലൂടെ സൈറ്റ് സന്ദർശനം, NRE/NRO അക്കൗണ്ട് വഴി പണമടയ്ക്കൽ." : l === "ta" ? "அமீரகம், சவுதி அரேபியா, கத்தார், ஓமன், குவைத், பஹ்ரைன் — எங்கிருந்தாலும் கேரளாவில் உங்கள் வீட்டைக் கட்டலாம்: பவர் ஆஃப் அட்டர்னி, வாரந்தோறும் புகைப்படங்கள், வீடியோக்கள், வீடியோ அழைப்பில் சைட் விசிட், NRE/NRO கணக்கு வழியாகப் பணம் செலுத்துதல்." : "Build your Kerala home from the UAE, Saudi Arabia, Qatar, Oman, Kuwait or Bahrain: power of attorney, weekly photos and videos, video-call site visits, NRE/NRO payments.";
/** Estimate your home's cost */
export const abroadEstimate = (l: Locale): string =>
  l === "ml" ? "നിങ്ങളുടെ വീടിന്റെ ചെലവ് കണക്കാക്കാം" : l === "ta" ? "உங்கள் வீட்டின் செலவை மதிப்பிடுங்கள்" : "Estimate your home's cost";
/** Estimate your home's cost in your currency */
export const abroadEstimateInCurrency = (l: Locale): string =>
  l === "ml" ? "നിങ്ങളുടെ നാണയത്തിൽ വീടിന്റെ ചെലവ് കണക്കാക്കാം" : l === "ta" ? "உங்கள் நாட்டு நாணயத்தில் வீட்டின் செலவை மதிப்பிடுங்கள்" : "Estimate your home's cost in your currency";
/** Our work */
export const abroadHomesEyebrow = (l: Locale): string =>
  l === "ml" ? "ഞങ്ങളുടെ വർക്കുകൾ" : l === "ta" ? "எங்கள் பணிகள்" : "Our work";
/** Homes we have handed over */
export const abroadHomesFinished = (l: Locale): string =>
  l === "ml" ? "ഞങ്ങൾ പണിതുകൊടുത്ത വീടുകൾ" : l === "ta" ? "நாங்கள் கட்டி ஒப்படைத்த வீடுகள்" : "Homes we have handed over";
/** Our latest projects */
export const abroadHomesLatest = (l: Locale): string =>
  l === "ml" ? "ഞങ്ങളുടെ പുതിയ പ്രോജക്ടുകൾ" : l === "ta" ? "எங்கள் சமீபத்திய திட்டங்கள்" : "Our latest projects";
/** {days}, {from} – {to} */
export const abroadHoursLine = (l: Locale, v: { days: Value; from: Value; to: Value }): string =>
  l === "ml" ? "" + v.days + ", " + v.from + " – " + v.to : l === "ta" ? "" + v.days + ", " + v.from + " – " + v.to : "" + v.days + ", " + v.from + " – " + v.to;
/** A home we built for a family abroad */
export const abroadPhotoAlt = (l: Locale): string =>
  l === "ml" ? "വിദേശത്തുള്ള ഒരു കുടുംബത്തിനായി ഞങ്ങൾ പണിത വീട്" : l === "ta" ? "வெளிநாட்டில் வாழும் ஒரு குடும்பத்துக்காக நாங்கள் கட்டிய வீடு" : "A home we built for a family abroad";
/** Questions */
export const abroadQuestionsEyebrow = (l: Locale): string =>
  l === "ml" ? "സംശയങ്ങൾ" : l === "ta" ? "கேள்விகள்" : "Questions";
/** What families abroad ask us */
export const abroadQuestionsTitle = (l: Locale): string =>
  l === "ml" ? "വിദേശത്തുള്ള കുടുംബങ്ങൾ ഞങ്ങളോട് ചോദിക്കുന്നത്" : l === "ta" ? "வெளிநாட்டில் உள்ள குடும்பங்கள் எங்களிடம் கேட்பவை" : "What families abroad ask us";
/** Talk to us */
export const abroadTalk = (l: Locale): string =>
  l === "ml" ? "സംസാരിക്കാം" : l === "ta" ? "பேசுவோம்" : "Talk to us";
/** {time} in the afternoon */
export const abroadTimeAfternoon = (l: Locale, v: { time: Value }): string =>
  l === "ml" ? "ഉച്ചകഴിഞ്ഞ് " + v.time : l === "ta" ? "பிற்பகல் " + v.time : "" + v.time + " in the afternoon";
/** {time} early in the morning */
export const abroadTimeEarly = (l: Locale, v: { time: Value }): string =>
  l === "ml" ? "പുലർച്ചെ " + v.time : l === "ta" ? "அதிகாலை " + v.time : "" + v.time + " early in the morning";
/** {time} in the evening */
export const abroadTimeEvening = (l: Locale, v: { time: Value }): string =>
  l === "ml" ? "വൈകിട്ട് " + v.time : l === "ta" ? "மாலை " + v.time : "" + v.time + " in the evening";
/** {time} in the morning */
export const abroadTimeMorning = (l: Locale, v: { time: Value }): string =>
  l === "ml" ? "രാവിലെ " + v.time : l === "ta" ? "காலை " + v.time : "" + v.time + " in the morning";
/** {time} at night */
export const abroadTimeNight = (l: Locale, v: { time: Value }): string =>
  l === "ml" ? "രാത്രി " + v.time : l === "ta" ? "இரவு " + v.time : "" + v.time + " at night";
/** {time} around midday */
export const abroadTimeNoon = (l: Locale, v: { time: Value }): string =>
  l === "ml" ? "ഉച്ചയ്ക്ക് " + v.time : l === "ta" ? "மதியம் " + v.time : "" + v.time + " around midday";
/** Building From the Gulf */
export const abroadTitle = (l: Locale): string =>
  l === "ml" ? "ഗൾഫിൽ നിന്ന് വീട് പണിയാം" : l === "ta" ? "வளைகுடாவிலிருந்து வீடு கட்ட" : "Building From the Gulf";
/** While you are away */
export const abroadTopicsEyebrow = (l: Locale): string =>
  l === "ml" ? "നിങ്ങൾ നാട്ടിലില്ലാത്തപ്പോൾ" : l === "ta" ? "நீங்கள் வெளிநாட்டில் இருக்கும்போது" : "While you are away";
/** We build it as if you were here */
export const abroadTopicsTitle = (l: Locale): string =>
  l === "ml" ? "നിങ്ങൾ അടുത്തുള്ളതുപോലെ ഞങ്ങൾ പണിയും" : l === "ta" ? "நீங்கள் அருகில் இருப்பதுபோலவே கட்டுகிறோம்" : "We build it as if you were here";
/** WhatsApp us */
export const abroadWhatsApp = (l: Locale): string =>
  l === "ml" ? "വാട്ട്സ്ആപ്പ് ചെയ്യൂ" : l === "ta" ? "வாட்ஸ்அப் செய்யுங்கள்" : "WhatsApp us";
/** Hello! I work in the Gulf and would like to build a home in Kerala. */
export const abroadWhatsAppText = (l: Locale): string =>
  l === "ml" ? "നമസ്കാരം! ഞാൻ ഗൾഫിലാണ് ജോലി ചെയ്യുന്നത്. കേരളത്തിൽ ഒരു വീട് പണിയാൻ ആഗ്രഹിക്കുന്നു." : l === "ta" ? "வணக்கம்! நான் வளைகுடாவில் வேலை செய்கிறேன். கேரளாவில் ஒரு வீடு கட்ட விரும்புகிறேன்." : "Hello! I work in the Gulf and would like to build a home in Kerala.";
/** Arabia Standard Time, UTC+3 */
export const abroadZoneSaudiClock = (l: Locale): string =>
  l === "ml" ? "അറേബ്യ സ്റ്റാൻഡേർഡ് സമയം, UTC+3" : l === "ta" ? "அரேபிய நேரம் (AST), UTC+3" : "Arabia Standard Time, UTC+3";
/** In Saudi Arabia, Qatar, Kuwait and Bahrain */
export const abroadZoneSaudiIn = (l: Locale): string =>
  l === "ml" ? "സൗദി അറേബ്യ, ഖത്തർ, കുവൈത്ത്, ബഹ്റൈൻ എന്നിവിടങ്ങളിൽ" : l === "ta" ? "சவுதி அரேபியா, கத்தார், குவைத் மற்றும் பஹ்ரைனில்" : "In Saudi Arabia, Qatar, Kuwait and Bahrain";
/** Gulf Standard Time, UTC+4 */
export const abroadZoneUaeClock = (l: Locale): string =>
  l === "ml" ? "ഗൾഫ് സ്റ്റാൻഡേർഡ് സമയം, UTC+4" : l === "ta" ? "வளைகுடா நேரம் (GST), UTC+4" : "Gulf Standard Time, UTC+4";
/** In the UAE and Oman */
export const abroadZoneUaeIn = (l: Locale): string =>
  l === "ml" ? "യുഎഇയിലും ഒമാനിലും" : l === "ta" ? "அமீரகம் மற்றும் ஓமனில்" : "In the UAE and Oman";
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
/** an account */
export const adminActivityAnAccount = (l: Locale): string =>
  (l !== "en" && adminText(l, 0)) || "an account";
/** Apply filters */
export const adminActivityApply = (l: Locale): string =>
  (l !== "en" && adminText(l, 1)) || "Apply filters";
/** {who} moved {noun} in the portfolio: {item} */
export const adminActivityArrangedMoved = (l: Locale, v: { item: Value; noun: Value; who: Value }): string =>
  (l !== "en" && adminText(l, 2, v)) || "" + v.who + " moved " + v.noun + " in the portfolio: " + v.item;
/** {who} changed the pinned {noun} in the portfolio: {item} */
export const adminActivityArrangedPinned = (l: Locale, v: { item: Value; noun: Value; who: Value }): string =>
  (l !== "en" && adminText(l, 3, v)) || "" + v.who + " changed the pinned " + v.noun + " in the portfolio: " + v.item;
/** {who} changed the {noun} {item} ({action}) */
export const adminActivityChanged = (l: Locale, v: { action: Value; item: Value; noun: Value; who: Value }): string =>
  (l !== "en" && adminText(l, 4, v)) || "" + v.who + " changed the " + v.noun + " " + v.item + " (" + v.action + ")";
/** Clear filters */
export const adminActivityClear = (l: Locale): string =>
  (l !== "en" && adminText(l, 5)) || "Clear filters";
/** {who} created the {noun} {item} */
export const adminActivityCreated = (l: Locale, v: { item: Value; noun: Value; who: Value }): string =>
  (l !== "en" && adminText(l, 6, v)) || "" + v.who + " created the " + v.noun + " " + v.item;
/** {who} deleted the {noun} {item} for good */
export const adminActivityDeleted = (l: Locale, v: { item: Value; noun: Value; who: Value }): string =>
  (l !== "en" && adminText(l, 7, v)) || "" + v.who + " deleted the " + v.noun + " " + v.item + " for good";
/** {who} deleted a {noun} for good */
export const adminActivityDeletedGone = (l: Locale, v: { noun: Value; who: Value }): string =>
  (l !== "en" && adminText(l, 8, v)) || "" + v.who + " deleted a " + v.noun + " for good";
/** (deleted since) */
export const adminActivityDeletedSince = (l: Locale): string =>
  (l !== "en" && adminText(l, 9)) || "(deleted since)";
/** {who} disabled {theirs} account */
export const adminActivityDisabled = (l: Locale, v: { theirs: Value; who: Value }): string =>
  (l !== "en" && adminText(l, 10, v)) || "" + v.who + " disabled " + v.theirs + " account";
/** {who} enabled {theirs} account again */
export const adminActivityEnabled = (l: Locale, v: { theirs: Value; who: Value }): string =>
  (l !== "en" && adminText(l, 11, v)) || "" + v.who + " enabled " + v.theirs + " account again";
/** Everyone */
export const adminActivityEveryone = (l: Locale): string =>
  (l !== "en" && adminText(l, 12)) || "Everyone";
/** That is everything these filters match. */
export const adminActivityEverything = (l: Locale): string =>
  (l !== "en" && adminText(l, 13)) || "That is everything these filters match.";
/** Failed sign-in */
export const adminActivityFailedSignIn = (l: Locale): string =>
  (l !== "en" && adminText(l, 14)) || "Failed sign-in";
/** Filter the activity */
export const adminActivityFilterLabel = (l: Locale): string =>
  (l !== "en" && adminText(l, 15)) || "Filter the activity";
/** (from {address}) */
export const adminActivityFrom = (l: Locale, v: { address: Value }): string =>
  (l !== "en" && adminText(l, 16, v)) || "(from " + v.address + ")";
/** From */
export const adminActivityFromDate = (l: Locale): string =>
  (l !== "en" && adminText(l, 17)) || "From";
/** (in the trash) */
export const adminActivityInTrash = (l: Locale): string =>
  (l !== "en" && adminText(l, 18)) || "(in the trash)";
/** Who changed what on the site, and who signed in, newest first. Times are India's (IST). */
export const adminActivityIntro = (l: Locale): string =>
  (l !== "en" && adminText(l, 19)) || "Who changed what on the site, and who signed in, newest first. Times are India's (IST).";
/** {who} withdrew the invitation of {them} */
export const adminActivityInvitationRevoked = (l: Locale, v: { them: Value; who: Value }): string =>
  (l !== "en" && adminText(l, 20, v)) || "" + v.who + " withdrew the invitation of " + v.them;
/** {who} invited {them} */
export const adminActivityInvited = (l: Locale, v: { them: Value; who: Value }): string =>
  (l !== "en" && adminText(l, 21, v)) || "" + v.who + " invited " + v.them;
/** {who} invited {them} as {detail} */
export const adminActivityInvitedAs = (l: Locale, v: { detail: Value; them: Value; who: Value }): string =>
  (l !== "en" && adminText(l, 22, v)) || "" + v.who + " invited " + v.them + " as " + v.detail;
/** {who} joined the team */
export const adminActivityJoined = (l: Locale, v: { who: Value }): string =>
  (l !== "en" && adminText(l, 23, v)) || "" + v.who + " joined the team";
/** {who} joined the team as {detail} */
export const adminActivityJoinedAs = (l: Locale, v: { detail: Value; who: Value }): string =>
  (l !== "en" && adminText(l, 24, v)) || "" + v.who + " joined the team as " + v.detail;
/** Kind */
export const adminActivityKind = (l: Locale): string =>
  (l !== "en" && adminText(l, 25)) || "Kind";
/** Accounts & sign-ins */
export const adminActivityKindAccounts = (l: Locale): string =>
  (l !== "en" && adminText(l, 26)) || "Accounts & sign-ins";
/** All */
export const adminActivityKindAll = (l: Locale): string =>
  (l !== "en" && adminText(l, 27)) || "All";
/** Blog posts */
export const adminActivityKindBlogs = (l: Locale): string =>
  (l !== "en" && adminText(l, 28)) || "Blog posts";
/** Gallery */
export const adminActivityKindGalleries = (l: Locale): string =>
  (l !== "en" && adminText(l, 29)) || "Gallery";
/** Projects */
export const adminActivityKindProjects = (l: Locale): string =>
  (l !== "en" && adminText(l, 30)) || "Projects";
/** Site content */
export const adminActivityKindSite = (l: Locale): string =>
  (l !== "en" && adminText(l, 31)) || "Site content";
/** Failed to load the activity. Please try again. */
export const adminActivityLoadError = (l: Locale): string =>
  (l !== "en" && adminText(l, 32)) || "Failed to load the activity. Please try again.";
/** Load more */
export const adminActivityLoadMore = (l: Locale): string =>
  (l !== "en" && adminText(l, 33)) || "Load more";
/** Loading… */
export const adminActivityLoading = (l: Locale): string =>
  (l !== "en" && adminText(l, 34)) || "Loading…";
/** The older entries could not be loaded. Please try again. */
export const adminActivityMoreError = (l: Locale): string =>
  (l !== "en" && adminText(l, 35)) || "The older entries could not be loaded. Please try again.";
/** Nothing matches these filters */
export const adminActivityNothing = (l: Locale): string =>
  (l !== "en" && adminText(l, 36)) || "Nothing matches these filters";
/** Try another person, kind or dates. */
export const adminActivityNothingHint = (l: Locale): string =>
  (l !== "en" && adminText(l, 37)) || "Try another person, kind or dates.";
/** blog post */
export const adminActivityNounBlogPost = (l: Locale): string =>
  (l !== "en" && adminText(l, 38)) || "blog post";
/** gallery item */
export const adminActivityNounGalleryItem = (l: Locale): string =>
  (l !== "en" && adminText(l, 39)) || "gallery item";
/** project */
export const adminActivityNounProject = (l: Locale): string =>
  (l !== "en" && adminText(l, 40)) || "project";
/** {count} older entries shown. */
export const adminActivityOlderMany = (l: Locale, v: { count: Value }): string =>
  (l !== "en" && adminText(l, 41, v)) || "" + v.count + " older entries shown.";
/** {count} older entry shown. */
export const adminActivityOlderOne = (l: Locale, v: { count: Value }): string =>
  (l !== "en" && adminText(l, 42, v)) || "" + v.count + " older entry shown.";
/** {who} added a passkey */
export const adminActivityPasskeyAdded = (l: Locale, v: { who: Value }): string =>
  (l !== "en" && adminText(l, 43, v)) || "" + v.who + " added a passkey";
/** {who} added a passkey ({detail}) */
export const adminActivityPasskeyAddedDetail = (l: Locale, v: { detail: Value; who: Value }): string =>
  (l !== "en" && adminText(l, 44, v)) || "" + v.who + " added a passkey (" + v.detail + ")";
/** {who} removed a passkey */
export const adminActivityPasskeyRemoved = (l: Locale, v: { who: Value }): string =>
  (l !== "en" && adminText(l, 45, v)) || "" + v.who + " removed a passkey";
/** {who} removed a passkey ({detail}) */
export const adminActivityPasskeyRemovedDetail = (l: Locale, v: { detail: Value; who: Value }): string =>
  (l !== "en" && adminText(l, 46, v)) || "" + v.who + " removed a passkey (" + v.detail + ")";
/** {who} changed their password */
export const adminActivityPasswordChanged = (l: Locale, v: { who: Value }): string =>
  (l !== "en" && adminText(l, 47, v)) || "" + v.who + " changed their password";
/** {who} changed their password with a new-password link */
export const adminActivityPasswordChangedLink = (l: Locale, v: { who: Value }): string =>
  (l !== "en" && adminText(l, 48, v)) || "" + v.who + " changed their password with a new-password link";
/** Person */
export const adminActivityPerson = (l: Locale): string =>
  (l !== "en" && adminText(l, 49)) || "Person";
/** {who} published the {noun} {item} */
export const adminActivityPublished = (l: Locale, v: { item: Value; noun: Value; who: Value }): string =>
  (l !== "en" && adminText(l, 50, v)) || "" + v.who + " published the " + v.noun + " " + v.item;
/** {who} signed in with a recovery code */
export const adminActivityRecoveryCode = (l: Locale, v: { who: Value }): string =>
  (l !== "en" && adminText(l, 51, v)) || "" + v.who + " signed in with a recovery code";
/** {who} removed {theirs} account */
export const adminActivityRemoved = (l: Locale, v: { theirs: Value; who: Value }): string =>
  (l !== "en" && adminText(l, 52, v)) || "" + v.who + " removed " + v.theirs + " account";
/** {who} removed {theirs} account ({detail}) */
export const adminActivityRemovedDetail = (l: Locale, v: { detail: Value; theirs: Value; who: Value }): string =>
  (l !== "en" && adminText(l, 53, v)) || "" + v.who + " removed " + v.theirs + " account (" + v.detail + ")";
/** {who} changed their name */
export const adminActivityRenamed = (l: Locale, v: { who: Value }): string =>
  (l !== "en" && adminText(l, 54, v)) || "" + v.who + " changed their name";
/** {who} changed their name ({detail}) */
export const adminActivityRenamedFrom = (l: Locale, v: { detail: Value; who: Value }): string =>
  (l !== "en" && adminText(l, 55, v)) || "" + v.who + " changed their name (" + v.detail + ")";
/** {who} reordered the photos of the {noun} {item} */
export const adminActivityReordered = (l: Locale, v: { item: Value; noun: Value; who: Value }): string =>
  (l !== "en" && adminText(l, 56, v)) || "" + v.who + " reordered the photos of the " + v.noun + " " + v.item;
/** {who} made a new-password link for {them} */
export const adminActivityResetLinkMade = (l: Locale, v: { them: Value; who: Value }): string =>
  (l !== "en" && adminText(l, 57, v)) || "" + v.who + " made a new-password link for " + v.them;
/** {who} asked for a new-password link for {them} */
export const adminActivityResetRequested = (l: Locale, v: { them: Value; who: Value }): string =>
  (l !== "en" && adminText(l, 58, v)) || "" + v.who + " asked for a new-password link for " + v.them;
/** {who} restored the {noun} {item} from the trash */
export const adminActivityRestored = (l: Locale, v: { item: Value; noun: Value; who: Value }): string =>
  (l !== "en" && adminText(l, 59, v)) || "" + v.who + " restored the " + v.noun + " " + v.item + " from the trash";
/** {who} changed {theirs} role */
export const adminActivityRoleChanged = (l: Locale, v: { theirs: Value; who: Value }): string =>
  (l !== "en" && adminText(l, 60, v)) || "" + v.who + " changed " + v.theirs + " role";
/** {who} changed {theirs} role: {detail} */
export const adminActivityRoleChangedTo = (l: Locale, v: { detail: Value; theirs: Value; who: Value }): string =>
  (l !== "en" && adminText(l, 61, v)) || "" + v.who + " changed " + v.theirs + " role: " + v.detail;
/** {who} stopped requiring a second sign-in step */
export const adminActivitySecondStepNotRequired = (l: Locale, v: { who: Value }): string =>
  (l !== "en" && adminText(l, 62, v)) || "" + v.who + " stopped requiring a second sign-in step";
/** {who} stopped requiring a second sign-in step of {them} */
export const adminActivitySecondStepNotRequiredOf = (l: Locale, v: { them: Value; who: Value }): string =>
  (l !== "en" && adminText(l, 63, v)) || "" + v.who + " stopped requiring a second sign-in step of " + v.them;
/** {who} turned off the second sign-in step */
export const adminActivitySecondStepOff = (l: Locale, v: { who: Value }): string =>
  (l !== "en" && adminText(l, 64, v)) || "" + v.who + " turned off the second sign-in step";
/** {who} turned off the second sign-in step for {them} */
export const adminActivitySecondStepOffFor = (l: Locale, v: { them: Value; who: Value }): string =>
  (l !== "en" && adminText(l, 65, v)) || "" + v.who + " turned off the second sign-in step for " + v.them;
/** {who} turned on a second sign-in step */
export const adminActivitySecondStepOn = (l: Locale, v: { who: Value }): string =>
  (l !== "en" && adminText(l, 66, v)) || "" + v.who + " turned on a second sign-in step";
/** {who} turned on a second sign-in step for {them} */
export const adminActivitySecondStepOnFor = (l: Locale, v: { them: Value; who: Value }): string =>
  (l !== "en" && adminText(l, 67, v)) || "" + v.who + " turned on a second sign-in step for " + v.them;
/** {who} required a second sign-in step */
export const adminActivitySecondStepRequired = (l: Locale, v: { who: Value }): string =>
  (l !== "en" && adminText(l, 68, v)) || "" + v.who + " required a second sign-in step";
/** {who} required a second sign-in step of {them} */
export const adminActivitySecondStepRequiredOf = (l: Locale, v: { them: Value; who: Value }): string =>
  (l !== "en" && adminText(l, 69, v)) || "" + v.who + " required a second sign-in step of " + v.them;
/** {who} failed to sign in as {them} */
export const adminActivitySignInFailed = (l: Locale, v: { them: Value; who: Value }): string =>
  (l !== "en" && adminText(l, 70, v)) || "" + v.who + " failed to sign in as " + v.them;
/** {who} failed to sign in as {them} (the account is disabled) */
export const adminActivitySignInFailedDisabled = (l: Locale, v: { them: Value; who: Value }): string =>
  (l !== "en" && adminText(l, 71, v)) || "" + v.who + " failed to sign in as " + v.them + " (the account is disabled)";
/** {who} signed in */
export const adminActivitySignedIn = (l: Locale, v: { who: Value }): string =>
  (l !== "en" && adminText(l, 72, v)) || "" + v.who + " signed in";
/** {who} signed out on every device */
export const adminActivitySignedOut = (l: Locale, v: { who: Value }): string =>
  (l !== "en" && adminText(l, 73, v)) || "" + v.who + " signed out on every device";
/** {who} signed {them} out on every device */
export const adminActivitySignedOutOther = (l: Locale, v: { them: Value; who: Value }): string =>
  (l !== "en" && adminText(l, 74, v)) || "" + v.who + " signed " + v.them + " out on every device";
/** {who} restored an earlier version of the site’s {item} */
export const adminActivitySiteRestored = (l: Locale, v: { item: Value; who: Value }): string =>
  (l !== "en" && adminText(l, 75, v)) || "" + v.who + " restored an earlier version of the site’s " + v.item;
/** {who} saved the site’s {item} */
export const adminActivitySiteSaved = (l: Locale, v: { item: Value; who: Value }): string =>
  (l !== "en" && adminText(l, 76, v)) || "" + v.who + " saved the site’s " + v.item;
/** Someone else */
export const adminActivitySomeoneElse = (l: Locale): string =>
  (l !== "en" && adminText(l, 77)) || "Someone else";
/** Activity */
export const adminActivityTitle = (l: Locale): string =>
  (l !== "en" && adminText(l, 78)) || "Activity";
/** To */
export const adminActivityToDate = (l: Locale): string =>
  (l !== "en" && adminText(l, 79)) || "To";
/** Today */
export const adminActivityToday = (l: Locale): string =>
  (l !== "en" && adminText(l, 80)) || "Today";
/** {who} changed the {noun} {item} (translated) */
export const adminActivityTranslated = (l: Locale, v: { item: Value; noun: Value; who: Value }): string =>
  (l !== "en" && adminText(l, 81, v)) || "" + v.who + " changed the " + v.noun + " " + v.item + " (translated)";
/** {who} deleted the {noun} {item} */
export const adminActivityTrashed = (l: Locale, v: { item: Value; noun: Value; who: Value }): string =>
  (l !== "en" && adminText(l, 82, v)) || "" + v.who + " deleted the " + v.noun + " " + v.item;
/** {who} unpublished the {noun} {item} */
export const adminActivityUnpublished = (l: Locale, v: { item: Value; noun: Value; who: Value }): string =>
  (l !== "en" && adminText(l, 83, v)) || "" + v.who + " unpublished the " + v.noun + " " + v.item;
/** (untitled) */
export const adminActivityUntitled = (l: Locale): string =>
  (l !== "en" && adminText(l, 84)) || "(untitled)";
/** {who} saved the {noun} {item} */
export const adminActivityUpdated = (l: Locale, v: { item: Value; noun: Value; who: Value }): string =>
  (l !== "en" && adminText(l, 85, v)) || "" + v.who + " saved the " + v.noun + " " + v.item;
/** {who} restored an earlier version of the {noun} {item} */
export const adminActivityVersionRestored = (l: Locale, v: { item: Value; noun: Value; who: Value }): string =>
  (l !== "en" && adminText(l, 86, v)) || "" + v.who + " restored an earlier version of the " + v.noun + " " + v.item;
/** Yesterday */
export const adminActivityYesterday = (l: Locale): string =>
  (l !== "en" && adminText(l, 87)) || "Yesterday";
/** Add New */
export const adminDashboardAddNew = (l: Locale): string =>
  (l !== "en" && adminText(l, 88)) || "Add New";
/** Admin Access */
export const adminDashboardAdminAccess = (l: Locale): string =>
  (l !== "en" && adminText(l, 89)) || "Admin Access";
/** All follow-ups */
export const adminDashboardAllFollowUps = (l: Locale): string =>
  (l !== "en" && adminText(l, 90)) || "All follow-ups";
/** Blogs */
export const adminDashboardBlogs = (l: Locale): string =>
  (l !== "en" && adminText(l, 91)) || "Blogs";
/** blogs */
export const adminDashboardBlogsNoun = (l: Locale): string =>
  (l !== "en" && adminText(l, 92)) || "blogs";
/** Fix */
export const adminDashboardFix = (l: Locale): string =>
  (l !== "en" && adminText(l, 93)) || "Fix";
/** Fix: {task} */
export const adminDashboardFixTask = (l: Locale, v: { task: Value }): string =>
  (l !== "en" && adminText(l, 94, v)) || "Fix: " + v.task;
/** Follow-ups due */
export const adminDashboardFollowUpsDue = (l: Locale): string =>
  (l !== "en" && adminText(l, 95)) || "Follow-ups due";
/** Gallery */
export const adminDashboardGallery = (l: Locale): string =>
  (l !== "en" && adminText(l, 96)) || "Gallery";
/** Gallery updated with {count} new images */
export const adminDashboardGalleryMany = (l: Locale, v: { count: Value }): string =>
  (l !== "en" && adminText(l, 97, v)) || "Gallery updated with " + v.count + " new images";
/** gallery */
export const adminDashboardGalleryNoun = (l: Locale): string =>
  (l !== "en" && adminText(l, 98)) || "gallery";
/** Gallery updated with {count} new image */
export const adminDashboardGalleryOne = (l: Locale, v: { count: Value }): string =>
  (l !== "en" && adminText(l, 99, v)) || "Gallery updated with " + v.count + " new image";
/** Manage the projects, gallery and blog posts shown on the website, and everything else it says. */
export const adminDashboardIntro = (l: Locale): string =>
  (l !== "en" && adminText(l, 100)) || "Manage the projects, gallery and blog posts shown on the website, and everything else it says.";
/** {kind} enquiry from {name} */
export const adminDashboardLatestEnquiry = (l: Locale, v: { kind: Value; name: Value }): string =>
  (l !== "en" && adminText(l, 101, v)) || "" + v.kind + " enquiry from " + v.name;
/** Failed to load dashboard data. Please try again. */
export const adminDashboardLoadError = (l: Locale): string =>
  (l !== "en" && adminText(l, 102)) || "Failed to load dashboard data. Please try again.";
/** Loading... */
export const adminDashboardLoading = (l: Locale): string =>
  (l !== "en" && adminText(l, 103)) || "Loading...";
/** Manage */
export const adminDashboardManage = (l: Locale): string =>
  (l !== "en" && adminText(l, 104)) || "Manage";
/** New enquiries */
export const adminDashboardNewEnquiries = (l: Locale): string =>
  (l !== "en" && adminText(l, 105)) || "New enquiries";
/** No recent activities found */
export const adminDashboardNoActivity = (l: Locale): string =>
  (l !== "en" && adminText(l, 106)) || "No recent activities found";
/** No follow-ups due today or overdue. */
export const adminDashboardNoFollowUps = (l: Locale): string =>
  (l !== "en" && adminText(l, 107)) || "No follow-ups due today or overdue.";
/** No new enquiries waiting. */
export const adminDashboardNoNew = (l: Locale): string =>
  (l !== "en" && adminText(l, 108)) || "No new enquiries waiting.";
/** Open inbox */
export const adminDashboardOpenInbox = (l: Locale): string =>
  (l !== "en" && adminText(l, 109)) || "Open inbox";
/** Blog post "{title}" published */
export const adminDashboardPostPublished = (l: Locale, v: { title: Value }): string =>
  (l !== "en" && adminText(l, 110, v)) || "Blog post \"" + v.title + "\" published";
/** New project "{title}" was added */
export const adminDashboardProjectAdded = (l: Locale, v: { title: Value }): string =>
  (l !== "en" && adminText(l, 111, v)) || "New project \"" + v.title + "\" was added";
/** Projects */
export const adminDashboardProjects = (l: Locale): string =>
  (l !== "en" && adminText(l, 112)) || "Projects";
/** projects */
export const adminDashboardProjectsNoun = (l: Locale): string =>
  (l !== "en" && adminText(l, 113)) || "projects";
/** Recent Activity */
export const adminDashboardRecentActivity = (l: Locale): string =>
  (l !== "en" && adminText(l, 114)) || "Recent Activity";
/** Setup */
export const adminDashboardSetup = (l: Locale): string =>
  (l !== "en" && adminText(l, 115)) || "Setup";
/** Visitors see these sample details and drawings until you replace them. */
export const adminDashboardSetupHint = (l: Locale): string =>
  (l !== "en" && adminText(l, 116)) || "Visitors see these sample details and drawings until you replace them.";
/** {done} of {total} done */
export const adminDashboardSetupProgress = (l: Locale, v: { done: Value; total: Value }): string =>
  (l !== "en" && adminText(l, 117, v)) || "" + v.done + " of " + v.total + " done";
/** Finish setting up your site */
export const adminDashboardSetupTitle = (l: Locale): string =>
  (l !== "en" && adminText(l, 118)) || "Finish setting up your site";
/** Site */
export const adminDashboardSite = (l: Locale): string =>
  (l !== "en" && adminText(l, 119)) || "Site";
/** Everything else your site says and shows: change it here, no developer needed. */
export const adminDashboardSiteHint = (l: Locale): string =>
  (l !== "en" && adminText(l, 120)) || "Everything else your site says and shows: change it here, no developer needed.";
/** (done) */
export const adminDashboardTaskDone = (l: Locale): string =>
  (l !== "en" && adminText(l, 121)) || "(done)";
/** (to do) */
export const adminDashboardTaskToDo = (l: Locale): string =>
  (l !== "en" && adminText(l, 122)) || "(to do)";
/** Dashboard */
export const adminDashboardTitle = (l: Locale): string =>
  (l !== "en" && adminText(l, 123)) || "Dashboard";
/** Today */
export const adminDashboardToday = (l: Locale): string =>
  (l !== "en" && adminText(l, 124)) || "Today";
/** The enquiries could not be loaded. */
export const adminDashboardTodayFailed = (l: Locale): string =>
  (l !== "en" && adminText(l, 125)) || "The enquiries could not be loaded.";
/** Total Images */
export const adminDashboardTotalImages = (l: Locale): string =>
  (l !== "en" && adminText(l, 126)) || "Total Images";
/** Total Posts */
export const adminDashboardTotalPosts = (l: Locale): string =>
  (l !== "en" && adminText(l, 127)) || "Total Posts";
/** Total Projects */
export const adminDashboardTotalProjects = (l: Locale): string =>
  (l !== "en" && adminText(l, 128)) || "Total Projects";
/** Try Again */
export const adminDashboardTryAgain = (l: Locale): string =>
  (l !== "en" && adminText(l, 129)) || "Try Again";
/** No new enquiries today, and no follow-ups due. You are up to date. */
export const adminDashboardUpToDate = (l: Locale): string =>
  (l !== "en" && adminText(l, 130)) || "No new enquiries today, and no follow-ups due. You are up to date.";
/** A call back */
export const adminEnquiriesACallBack = (l: Locale): string =>
  (l !== "en" && adminText(l, 131)) || "A call back";
/** Add a note */
export const adminEnquiriesAddANote = (l: Locale): string =>
  (l !== "en" && adminText(l, 132)) || "Add a note";
/** Add a template */
export const adminEnquiriesAddATemplate = (l: Locale): string =>
  (l !== "en" && adminText(l, 133)) || "Add a template";
/** Add note */
export const adminEnquiriesAddNote = (l: Locale): string =>
  (l !== "en" && adminText(l, 134)) || "Add note";
/** Add template */
export const adminEnquiriesAddTemplate = (l: Locale): string =>
  (l !== "en" && adminText(l, 135)) || "Add template";
/** All enquiries */
export const adminEnquiriesAllEnquiries = (l: Locale): string =>
  (l !== "en" && adminText(l, 136)) || "All enquiries";
/** All kinds */
export const adminEnquiriesAllKinds = (l: Locale): string =>
  (l !== "en" && adminText(l, 137)) || "All kinds";
/** All statuses */
export const adminEnquiriesAllStatuses = (l: Locale): string =>
  (l !== "en" && adminText(l, 138)) || "All statuses";
/** As {name} would get it */
export const adminEnquiriesAsTheyGetIt = (l: Locale, v: { name: Value }): string =>
  (l !== "en" && adminText(l, 139, v)) || "As " + v.name + " would get it";
/** Asked in */
export const adminEnquiriesAskedIn = (l: Locale): string =>
  (l !== "en" && adminText(l, 140)) || "Asked in";
/** Asks for */
export const adminEnquiriesAsksFor = (l: Locale): string =>
  (l !== "en" && adminText(l, 141)) || "Asks for";
/** Possibly automated */
export const adminEnquiriesAutomated = (l: Locale): string =>
  (l !== "en" && adminText(l, 142)) || "Possibly automated";
/** Sent faster than a person usually fills the form in. It may still be a real enquiry: check before you call. */
export const adminEnquiriesAutomatedHint = (l: Locale): string =>
  (l !== "en" && adminText(l, 143)) || "Sent faster than a person usually fills the form in. It may still be a real enquiry: check before you call.";
/** Possibly automated only */
export const adminEnquiriesAutomatedOnly = (l: Locale): string =>
  (l !== "en" && adminText(l, 144)) || "Possibly automated only";
/** Back to enquiries */
export const adminEnquiriesBack = (l: Locale): string =>
  (l !== "en" && adminText(l, 145)) || "Back to enquiries";
/** Bedrooms */
export const adminEnquiriesBedrooms = (l: Locale): string =>
  (l !== "en" && adminText(l, 146)) || "Bedrooms";
/** Built-up area */
export const adminEnquiriesBuiltUpArea = (l: Locale): string =>
  (l !== "en" && adminText(l, 147)) || "Built-up area";
/** {area} sq.ft on {floors} */
export const adminEnquiriesBuiltUpText = (l: Locale, v: { area: Value; floors: Value }): string =>
  (l !== "en" && adminText(l, 148, v)) || "" + v.area + " sq.ft on " + v.floors;
/** Call */
export const adminEnquiriesCall = (l: Locale): string =>
  (l !== "en" && adminText(l, 149)) || "Call";
/** Call {name} */
export const adminEnquiriesCallName = (l: Locale, v: { name: Value }): string =>
  (l !== "en" && adminText(l, 150, v)) || "Call " + v.name;
/** Cancel */
export const adminEnquiriesCancel = (l: Locale): string =>
  (l !== "en" && adminText(l, 151)) || "Cancel";
/** Choose one to see it with {name}'s details filled in. */
export const adminEnquiriesChooseTemplate = (l: Locale, v: { name: Value }): string =>
  (l !== "en" && adminText(l, 152, v)) || "Choose one to see it with " + v.name + "'s details filled in.";
/** Clear filters */
export const adminEnquiriesClearFilters = (l: Locale): string =>
  (l !== "en" && adminText(l, 153)) || "Clear filters";
/** Copied. Paste it into your message. */
export const adminEnquiriesCopied = (l: Locale): string =>
  (l !== "en" && adminText(l, 154)) || "Copied. Paste it into your message.";
/** Copy */
export const adminEnquiriesCopy = (l: Locale): string =>
  (l !== "en" && adminText(l, 155)) || "Copy";
/** Copying is not allowed here: press and hold the message above to copy it. */
export const adminEnquiriesCopyRefused = (l: Locale): string =>
  (l !== "en" && adminText(l, 156)) || "Copying is not allowed here: press and hold the message above to copy it.";
/** {count} enquiries */
export const adminEnquiriesCountMany = (l: Locale, v: { count: Value }): string =>
  (l !== "en" && adminText(l, 157, v)) || "" + v.count + " enquiries";
/** {count} enquiry */
export const adminEnquiriesCountOne = (l: Locale, v: { count: Value }): string =>
  (l !== "en" && adminText(l, 158, v)) || "" + v.count + " enquiry";
/** Delete enquiry */
export const adminEnquiriesDelete = (l: Locale): string =>
  (l !== "en" && adminText(l, 159)) || "Delete enquiry";
/** Are you sure you want to delete this enquiry? */
export const adminEnquiriesDeleteConfirm = (l: Locale): string =>
  (l !== "en" && adminText(l, 160)) || "Are you sure you want to delete this enquiry?";
/** Delete everything */
export const adminEnquiriesDeleteEverything = (l: Locale): string =>
  (l !== "en" && adminText(l, 161)) || "Delete everything";
/** Failed to delete the enquiry. Please try again. */
export const adminEnquiriesDeleteFailed = (l: Locale): string =>
  (l !== "en" && adminText(l, 162)) || "Failed to delete the enquiry. Please try again.";
/** Delete */
export const adminEnquiriesDeleteShort = (l: Locale): string =>
  (l !== "en" && adminText(l, 163)) || "Delete";
/** Details */
export const adminEnquiriesDetails = (l: Locale): string =>
  (l !== "en" && adminText(l, 164)) || "Details";
/** Did you reach {name}? */
export const adminEnquiriesDidYouReach = (l: Locale, v: { name: Value }): string =>
  (l !== "en" && adminText(l, 165, v)) || "Did you reach " + v.name + "?";
/** Did you send {name} a message? */
export const adminEnquiriesDidYouSendMessage = (l: Locale, v: { name: Value }): string =>
  (l !== "en" && adminText(l, 166, v)) || "Did you send " + v.name + " a message?";
/** Did you send {name} the message? */
export const adminEnquiriesDidYouSendTheMessage = (l: Locale, v: { name: Value }): string =>
  (l !== "en" && adminText(l, 167, v)) || "Did you send " + v.name + " the message?";
/** Downloaded. */
export const adminEnquiriesDownloaded = (l: Locale): string =>
  (l !== "en" && adminText(l, 168)) || "Downloaded.";
/** Due today */
export const adminEnquiriesDueToday = (l: Locale): string =>
  (l !== "en" && adminText(l, 169)) || "Due today";
/** Earlier enquiries from {name} */
export const adminEnquiriesEarlierFrom = (l: Locale, v: { name: Value }): string =>
  (l !== "en" && adminText(l, 170, v)) || "Earlier enquiries from " + v.name;
/** Edit */
export const adminEnquiriesEdit = (l: Locale): string =>
  (l !== "en" && adminText(l, 171)) || "Edit";
/** Edit {name} */
export const adminEnquiriesEditName = (l: Locale, v: { name: Value }): string =>
  (l !== "en" && adminText(l, 172, v)) || "Edit " + v.name;
/** Edit templates */
export const adminEnquiriesEditTemplates = (l: Locale): string =>
  (l !== "en" && adminText(l, 173)) || "Edit templates";
/** Email */
export const adminEnquiriesEmail = (l: Locale): string =>
  (l !== "en" && adminText(l, 174)) || "Email";
/** No enquiries yet. Each one your site receives (a message, an estimate, a call-back or a site visit) appears here at once. */
export const adminEnquiriesEmptyAll = (l: Locale): string =>
  (l !== "en" && adminText(l, 175)) || "No enquiries yet. Each one your site receives (a message, an estimate, a call-back or a site visit) appears here at once.";
/** No enquiries match these filters. */
export const adminEnquiriesEmptyFiltered = (l: Locale): string =>
  (l !== "en" && adminText(l, 176)) || "No enquiries match these filters.";
/** No follow-ups due today. Give an enquiry a follow-up date and it appears here on that day. */
export const adminEnquiriesEmptyFollowUp = (l: Locale): string =>
  (l !== "en" && adminText(l, 177)) || "No follow-ups due today. Give an enquiry a follow-up date and it appears here on that day.";
/** No new enquiries: every one has been answered. Each new one your site receives appears here at once. */
export const adminEnquiriesEmptyNew = (l: Locale): string =>
  (l !== "en" && adminText(l, 178)) || "No new enquiries: every one has been answered. Each new one your site receives appears here at once.";
/** Estimate */
export const adminEnquiriesEstimate = (l: Locale): string =>
  (l !== "en" && adminText(l, 179)) || "Estimate";
/** Export */
export const adminEnquiriesExport = (l: Locale): string =>
  (l !== "en" && adminText(l, 180)) || "Export";
/** Export CSV */
export const adminEnquiriesExportCsv = (l: Locale): string =>
  (l !== "en" && adminText(l, 181)) || "Export CSV";
/** The export failed. Please try again. */
export const adminEnquiriesExportFailed = (l: Locale): string =>
  (l !== "en" && adminText(l, 182)) || "The export failed. Please try again.";
/** Filter */
export const adminEnquiriesFilter = (l: Locale): string =>
  (l !== "en" && adminText(l, 183)) || "Filter";
/** Follow-up */
export const adminEnquiriesFollowUp = (l: Locale): string =>
  (l !== "en" && adminText(l, 184)) || "Follow-up";
/** Follow-up date cleared */
export const adminEnquiriesFollowUpCleared = (l: Locale): string =>
  (l !== "en" && adminText(l, 185)) || "Follow-up date cleared";
/** Follow up on */
export const adminEnquiriesFollowUpOn = (l: Locale): string =>
  (l !== "en" && adminText(l, 186)) || "Follow up on";
/** Follow-up date saved */
export const adminEnquiriesFollowUpSaved = (l: Locale): string =>
  (l !== "en" && adminText(l, 187)) || "Follow-up date saved";
/** from {name} */
export const adminEnquiriesFromName = (l: Locale, v: { name: Value }): string =>
  (l !== "en" && adminText(l, 188, v)) || "from " + v.name;
/** {amount} hours */
export const adminEnquiriesHours = (l: Locale, v: { amount: Value }): string =>
  (l !== "en" && adminText(l, 189, v)) || "" + v.amount + " hours";
/** Kind */
export const adminEnquiriesKind = (l: Locale): string =>
  (l !== "en" && adminText(l, 190)) || "Kind";
/** Call back */
export const adminEnquiriesKindCallBack = (l: Locale): string =>
  (l !== "en" && adminText(l, 191)) || "Call back";
/** Estimate */
export const adminEnquiriesKindEstimate = (l: Locale): string =>
  (l !== "en" && adminText(l, 192)) || "Estimate";
/** {kind} from {page} */
export const adminEnquiriesKindFromPage = (l: Locale, v: { kind: Value; page: Value }): string =>
  (l !== "en" && adminText(l, 193, v)) || "" + v.kind + " from " + v.page;
/** Message */
export const adminEnquiriesKindMessage = (l: Locale): string =>
  (l !== "en" && adminText(l, 194)) || "Message";
/** Site visit */
export const adminEnquiriesKindSiteVisit = (l: Locale): string =>
  (l !== "en" && adminText(l, 195)) || "Site visit";
/** All enquiries */
export const adminEnquiriesListAll = (l: Locale): string =>
  (l !== "en" && adminText(l, 196)) || "All enquiries";
/** Follow up enquiries */
export const adminEnquiriesListFollowUp = (l: Locale): string =>
  (l !== "en" && adminText(l, 197)) || "Follow up enquiries";
/** New enquiries */
export const adminEnquiriesListNew = (l: Locale): string =>
  (l !== "en" && adminText(l, 198)) || "New enquiries";
/** Failed to load enquiries. Please try again. */
export const adminEnquiriesLoadError = (l: Locale): string =>
  (l !== "en" && adminText(l, 199)) || "Failed to load enquiries. Please try again.";
/** Failed to load the enquiry. Please try again. */
export const adminEnquiriesLoadOneError = (l: Locale): string =>
  (l !== "en" && adminText(l, 200)) || "Failed to load the enquiry. Please try again.";
/** Mark as contacted */
export const adminEnquiriesMarkAsContacted = (l: Locale): string =>
  (l !== "en" && adminText(l, 201)) || "Mark as contacted";
/** Mark contacted */
export const adminEnquiriesMarkContacted = (l: Locale): string =>
  (l !== "en" && adminText(l, 202)) || "Mark contacted";
/** Mark contacted: {name} */
export const adminEnquiriesMarkContactedName = (l: Locale, v: { name: Value }): string =>
  (l !== "en" && adminText(l, 203, v)) || "Mark contacted: " + v.name;
/** Mark {name} as contacted */
export const adminEnquiriesMarkNameContacted = (l: Locale, v: { name: Value }): string =>
  (l !== "en" && adminText(l, 204, v)) || "Mark " + v.name + " as contacted";
/** Mark the enquiry as contacted. */
export const adminEnquiriesMarkTheEnquiry = (l: Locale): string =>
  (l !== "en" && adminText(l, 205)) || "Mark the enquiry as contacted.";
/** Marked as contacted */
export const adminEnquiriesMarkedContacted = (l: Locale): string =>
  (l !== "en" && adminText(l, 206)) || "Marked as contacted";
/** {count} matches for “{query}” among all enquiries */
export const adminEnquiriesMatchesForMany = (l: Locale, v: { count: Value; query: Value }): string =>
  (l !== "en" && adminText(l, 207, v)) || "" + v.count + " matches for “" + v.query + "” among all enquiries";
/** {count} match for “{query}” among all enquiries */
export const adminEnquiriesMatchesForOne = (l: Locale, v: { count: Value; query: Value }): string =>
  (l !== "en" && adminText(l, 208, v)) || "" + v.count + " match for “" + v.query + "” among all enquiries";
/** {count} matches among all enquiries */
export const adminEnquiriesMatchesMany = (l: Locale, v: { count: Value }): string =>
  (l !== "en" && adminText(l, 209, v)) || "" + v.count + " matches among all enquiries";
/** {count} match among all enquiries */
export const adminEnquiriesMatchesOne = (l: Locale, v: { count: Value }): string =>
  (l !== "en" && adminText(l, 210, v)) || "" + v.count + " match among all enquiries";
/** Message */
export const adminEnquiriesMessage = (l: Locale): string =>
  (l !== "en" && adminText(l, 211)) || "Message";
/** {count} minutes */
export const adminEnquiriesMinutes = (l: Locale, v: { count: Value }): string =>
  (l !== "en" && adminText(l, 212, v)) || "" + v.count + " minutes";
/** New template */
export const adminEnquiriesNewTemplate = (l: Locale): string =>
  (l !== "en" && adminText(l, 213)) || "New template";
/** ← Newer */
export const adminEnquiriesNewer = (l: Locale): string =>
  (l !== "en" && adminText(l, 214)) || "← Newer";
/** night there */
export const adminEnquiriesNightThere = (l: Locale): string =>
  (l !== "en" && adminText(l, 215)) || "night there";
/** No notes yet. */
export const adminEnquiriesNoNotes = (l: Locale): string =>
  (l !== "en" && adminText(l, 216)) || "No notes yet.";
/** No templates yet. Add the replies you send most, and send one from an enquiry in two taps. */
export const adminEnquiriesNoTemplates = (l: Locale): string =>
  (l !== "en" && adminText(l, 217)) || "No templates yet. Add the replies you send most, and send one from an enquiry in two taps.";
/** No templates yet. {link} for the replies you send most. */
export const adminEnquiriesNoTemplatesWrite = (l: Locale, v: { link: Value }): string =>
  (l !== "en" && adminText(l, 218, v)) || "No templates yet. " + v.link + " for the replies you send most.";
/** This number cannot be read for WhatsApp: copy the message instead. */
export const adminEnquiriesNoWhatsApp = (l: Locale): string =>
  (l !== "en" && adminText(l, 219)) || "This number cannot be read for WhatsApp: copy the message instead.";
/** Enquiry not found */
export const adminEnquiriesNotFound = (l: Locale): string =>
  (l !== "en" && adminText(l, 220)) || "Enquiry not found";
/** It may have been deleted. */
export const adminEnquiriesNotFoundText = (l: Locale): string =>
  (l !== "en" && adminText(l, 221)) || "It may have been deleted.";
/** Not now */
export const adminEnquiriesNotNow = (l: Locale): string =>
  (l !== "en" && adminText(l, 222)) || "Not now";
/** Note added */
export const adminEnquiriesNoteAdded = (l: Locale): string =>
  (l !== "en" && adminText(l, 223)) || "Note added";
/** The note was not added. Please try again. */
export const adminEnquiriesNoteFailed = (l: Locale): string =>
  (l !== "en" && adminText(l, 224)) || "The note was not added. Please try again.";
/** Called back; visit booked for Saturday */
export const adminEnquiriesNotePlaceholder = (l: Locale): string =>
  (l !== "en" && adminText(l, 225)) || "Called back; visit booked for Saturday";
/** Notes */
export const adminEnquiriesNotes = (l: Locale): string =>
  (l !== "en" && adminText(l, 226)) || "Notes";
/** {count} notes */
export const adminEnquiriesNotesMany = (l: Locale, v: { count: Value }): string =>
  (l !== "en" && adminText(l, 227, v)) || "" + v.count + " notes";
/** {count} note */
export const adminEnquiriesNotesOne = (l: Locale, v: { count: Value }): string =>
  (l !== "en" && adminText(l, 228, v)) || "" + v.count + " note";
/** Older → */
export const adminEnquiriesOlder = (l: Locale): string =>
  (l !== "en" && adminText(l, 229)) || "Older →";
/** Open in WhatsApp */
export const adminEnquiriesOpenWhatsApp = (l: Locale): string =>
  (l !== "en" && adminText(l, 230)) || "Open in WhatsApp";
/** Overdue */
export const adminEnquiriesOverdue = (l: Locale): string =>
  (l !== "en" && adminText(l, 231)) || "Overdue";
/** Package */
export const adminEnquiriesPackage = (l: Locale): string =>
  (l !== "en" && adminText(l, 232)) || "Package";
/** {tier}, {rate} per sq.ft ({warranty}) */
export const adminEnquiriesPackageText = (l: Locale, v: { rate: Value; tier: Value; warranty: Value }): string =>
  (l !== "en" && adminText(l, 233, v)) || "" + v.tier + ", " + v.rate + " per sq.ft (" + v.warranty + ")";
/** Page {page} of {pages} */
export const adminEnquiriesPageOf = (l: Locale, v: { page: Value; pages: Value }): string =>
  (l !== "en" && adminText(l, 234, v)) || "Page " + v.page + " of " + v.pages;
/** Enquiry {reference} */
export const adminEnquiriesPageTitle = (l: Locale, v: { reference: Value }): string =>
  (l !== "en" && adminText(l, 235, v)) || "Enquiry " + v.reference;
/** Enquiry */
export const adminEnquiriesPageTitleBare = (l: Locale): string =>
  (l !== "en" && adminText(l, 236)) || "Enquiry";
/** Pages */
export const adminEnquiriesPages = (l: Locale): string =>
  (l !== "en" && adminText(l, 237)) || "Pages";
/** Delete every enquiry from {person}? This cannot be undone. */
export const adminEnquiriesPersonDeleteConfirm = (l: Locale, v: { person: Value }): string =>
  (l !== "en" && adminText(l, 238, v)) || "Delete every enquiry from " + v.person + "? This cannot be undone.";
/** Deleted {enquiries}. */
export const adminEnquiriesPersonDeleted = (l: Locale, v: { enquiries: Value }): string =>
  (l !== "en" && adminText(l, 239, v)) || "Deleted " + v.enquiries + ".";
/** That did not work. Please try again. */
export const adminEnquiriesPersonFailed = (l: Locale): string =>
  (l !== "en" && adminText(l, 240)) || "That did not work. Please try again.";
/** When someone asks what you keep about them, or asks you to delete it, enter their phone number or e-mail address. */
export const adminEnquiriesPersonHint = (l: Locale): string =>
  (l !== "en" && adminText(l, 241)) || "When someone asks what you keep about them, or asks you to delete it, enter their phone number or e-mail address.";
/** Phone number or e-mail address */
export const adminEnquiriesPersonLabel = (l: Locale): string =>
  (l !== "en" && adminText(l, 242)) || "Phone number or e-mail address";
/** One person's data */
export const adminEnquiriesPersonTitle = (l: Locale): string =>
  (l !== "en" && adminText(l, 243)) || "One person's data";
/** Phone */
export const adminEnquiriesPhone = (l: Locale): string =>
  (l !== "en" && adminText(l, 244)) || "Phone";
/** Bahrain */
export const adminEnquiriesPlaceBahrain = (l: Locale): string =>
  (l !== "en" && adminText(l, 245)) || "Bahrain";
/** Kuwait */
export const adminEnquiriesPlaceKuwait = (l: Locale): string =>
  (l !== "en" && adminText(l, 246)) || "Kuwait";
/** Malaysia */
export const adminEnquiriesPlaceMalaysia = (l: Locale): string =>
  (l !== "en" && adminText(l, 247)) || "Malaysia";
/** Oman */
export const adminEnquiriesPlaceOman = (l: Locale): string =>
  (l !== "en" && adminText(l, 248)) || "Oman";
/** Qatar */
export const adminEnquiriesPlaceQatar = (l: Locale): string =>
  (l !== "en" && adminText(l, 249)) || "Qatar";
/** Saudi Arabia */
export const adminEnquiriesPlaceSaudiArabia = (l: Locale): string =>
  (l !== "en" && adminText(l, 250)) || "Saudi Arabia";
/** Singapore */
export const adminEnquiriesPlaceSingapore = (l: Locale): string =>
  (l !== "en" && adminText(l, 251)) || "Singapore";
/** Australia, Sydney */
export const adminEnquiriesPlaceSydney = (l: Locale): string =>
  (l !== "en" && adminText(l, 252)) || "Australia, Sydney";
/** UAE */
export const adminEnquiriesPlaceUae = (l: Locale): string =>
  (l !== "en" && adminText(l, 253)) || "UAE";
/** UK */
export const adminEnquiriesPlaceUk = (l: Locale): string =>
  (l !== "en" && adminText(l, 254)) || "UK";
/** US/Canada, Eastern */
export const adminEnquiriesPlaceUsEastern = (l: Locale): string =>
  (l !== "en" && adminText(l, 255)) || "US/Canada, Eastern";
/** Plot */
export const adminEnquiriesPlot = (l: Locale): string =>
  (l !== "en" && adminText(l, 256)) || "Plot";
/** {plot} ({sqft} sq.ft) */
export const adminEnquiriesPlotText = (l: Locale, v: { plot: Value; sqft: Value }): string =>
  (l !== "en" && adminText(l, 257, v)) || "" + v.plot + " (" + v.sqft + " sq.ft)";
/** Notifications are blocked for this site in this browser. To allow them, open the site's settings (the icon beside the address; on an installed app, the phone's Settings → Apps → this app), set Notifications to Allow, then press “Check again”. */
export const adminEnquiriesPushBlocked = (l: Locale): string =>
  (l !== "en" && adminText(l, 258)) || "Notifications are blocked for this site in this browser. To allow them, open the site's settings (the icon beside the address; on an installed app, the phone's Settings → Apps → this app), set Notifications to Allow, then press “Check again”.";
/** Check again */
export const adminEnquiriesPushCheckAgain = (l: Locale): string =>
  (l !== "en" && adminText(l, 259)) || "Check again";
/** Checking this device… */
export const adminEnquiriesPushChecking = (l: Locale): string =>
  (l !== "en" && adminText(l, 260)) || "Checking this device…";
/** Something went wrong. Please try again. */
export const adminEnquiriesPushFailed = (l: Locale): string =>
  (l !== "en" && adminText(l, 261)) || "Something went wrong. Please try again.";
/** On an iPhone or iPad, notifications come to the site's app on the Home Screen: tap Share, then “Add to Home Screen”, open the app from there, sign in and turn them on. */
export const adminEnquiriesPushIos = (l: Locale): string =>
  (l !== "en" && adminText(l, 262)) || "On an iPhone or iPad, notifications come to the site's app on the Home Screen: tap Share, then “Add to Home Screen”, open the app from there, sign in and turn them on.";
/** Notifications were not allowed. Press “Notify me on this phone” to be asked again. */
export const adminEnquiriesPushNotAllowed = (l: Locale): string =>
  (l !== "en" && adminText(l, 263)) || "Notifications were not allowed. Press “Notify me on this phone” to be asked again.";
/** Not turned on. */
export const adminEnquiriesPushNotOn = (l: Locale): string =>
  (l !== "en" && adminText(l, 264)) || "Not turned on.";
/** Notify me on this phone */
export const adminEnquiriesPushNotify = (l: Locale): string =>
  (l !== "en" && adminText(l, 265)) || "Notify me on this phone";
/** Get a notification the moment a new enquiry arrives, even when the site is closed. */
export const adminEnquiriesPushOff = (l: Locale): string =>
  (l !== "en" && adminText(l, 266)) || "Get a notification the moment a new enquiry arrives, even when the site is closed.";
/** On: this device gets a notification for each new enquiry. Tap one to open the enquiry. */
export const adminEnquiriesPushOn = (l: Locale): string =>
  (l !== "en" && adminText(l, 267)) || "On: this device gets a notification for each new enquiry. Tap one to open the enquiry.";
/** Send a test notification */
export const adminEnquiriesPushSendTest = (l: Locale): string =>
  (l !== "en" && adminText(l, 268)) || "Send a test notification";
/** Sending… */
export const adminEnquiriesPushSending = (l: Locale): string =>
  (l !== "en" && adminText(l, 269)) || "Sending…";
/** Sending a test notification… */
export const adminEnquiriesPushSendingTest = (l: Locale): string =>
  (l !== "en" && adminText(l, 270)) || "Sending a test notification…";
/** New enquiry notifications */
export const adminEnquiriesPushTitle = (l: Locale): string =>
  (l !== "en" && adminText(l, 271)) || "New enquiry notifications";
/** Try again */
export const adminEnquiriesPushTryAgain = (l: Locale): string =>
  (l !== "en" && adminText(l, 272)) || "Try again";
/** Turn off */
export const adminEnquiriesPushTurnOff = (l: Locale): string =>
  (l !== "en" && adminText(l, 273)) || "Turn off";
/** Turned off. This device gets no more notifications. */
export const adminEnquiriesPushTurnedOff = (l: Locale): string =>
  (l !== "en" && adminText(l, 274)) || "Turned off. This device gets no more notifications.";
/** Turning off… */
export const adminEnquiriesPushTurningOff = (l: Locale): string =>
  (l !== "en" && adminText(l, 275)) || "Turning off…";
/** Turning on… */
export const adminEnquiriesPushTurningOn = (l: Locale): string =>
  (l !== "en" && adminText(l, 276)) || "Turning on…";
/** Turning on… Allow notifications if the browser asks. */
export const adminEnquiriesPushTurningOnHint = (l: Locale): string =>
  (l !== "en" && adminText(l, 277)) || "Turning on… Allow notifications if the browser asks.";
/** This browser cannot show notifications. Open the admin area in Chrome, Edge, Firefox or Safari on the phone you want them on. */
export const adminEnquiriesPushUnsupported = (l: Locale): string =>
  (l !== "en" && adminText(l, 278)) || "This browser cannot show notifications. Open the admin area in Chrome, Edge, Firefox or Safari on the phone you want them on.";
/** The visitor was shown {reference}, which another enquiry already had: both are in the inbox. */
export const adminEnquiriesQuotedReference = (l: Locale, v: { reference: Value }): string =>
  (l !== "en" && adminText(l, 279, v)) || "The visitor was shown " + v.reference + ", which another enquiry already had: both are in the inbox.";
/** Reply templates */
export const adminEnquiriesReplyTemplates = (l: Locale): string =>
  (l !== "en" && adminText(l, 280)) || "Reply templates";
/** Reply with a template */
export const adminEnquiriesReplyTitle = (l: Locale): string =>
  (l !== "en" && adminText(l, 281)) || "Reply with a template";
/** Saving failed. Please try again. */
export const adminEnquiriesSaveFailed = (l: Locale): string =>
  (l !== "en" && adminText(l, 282)) || "Saving failed. Please try again.";
/** Save template */
export const adminEnquiriesSaveTemplate = (l: Locale): string =>
  (l !== "en" && adminText(l, 283)) || "Save template";
/** Saving... */
export const adminEnquiriesSaving = (l: Locale): string =>
  (l !== "en" && adminText(l, 284)) || "Saving...";
/** Search by name, phone or text */
export const adminEnquiriesSearchLabel = (l: Locale): string =>
  (l !== "en" && adminText(l, 285)) || "Search by name, phone or text";
/** Name, phone or text */
export const adminEnquiriesSearchPlaceholder = (l: Locale): string =>
  (l !== "en" && adminText(l, 286)) || "Name, phone or text";
/** The server answered with an error ({status}). */
export const adminEnquiriesServerError = (l: Locale, v: { status: Value }): string =>
  (l !== "en" && adminText(l, 287, v)) || "The server answered with an error (" + v.status + ").";
/** Service */
export const adminEnquiriesService = (l: Locale): string =>
  (l !== "en" && adminText(l, 288)) || "Service";
/** Show all enquiries */
export const adminEnquiriesShowAll = (l: Locale): string =>
  (l !== "en" && adminText(l, 289)) || "Show all enquiries";
/** Site */
export const adminEnquiriesSite = (l: Locale): string =>
  (l !== "en" && adminText(l, 290)) || "Site";
/** Status */
export const adminEnquiriesStatus = (l: Locale): string =>
  (l !== "en" && adminText(l, 291)) || "Status";
/** Contacted */
export const adminEnquiriesStatusContacted = (l: Locale): string =>
  (l !== "en" && adminText(l, 292)) || "Contacted";
/** Lost */
export const adminEnquiriesStatusLost = (l: Locale): string =>
  (l !== "en" && adminText(l, 293)) || "Lost";
/** New */
export const adminEnquiriesStatusNew = (l: Locale): string =>
  (l !== "en" && adminText(l, 294)) || "New";
/** Quoted */
export const adminEnquiriesStatusQuoted = (l: Locale): string =>
  (l !== "en" && adminText(l, 295)) || "Quoted";
/** Status saved */
export const adminEnquiriesStatusSaved = (l: Locale): string =>
  (l !== "en" && adminText(l, 296)) || "Status saved";
/** Site visit */
export const adminEnquiriesStatusSiteVisit = (l: Locale): string =>
  (l !== "en" && adminText(l, 297)) || "Site visit";
/** Won */
export const adminEnquiriesStatusWon = (l: Locale): string =>
  (l !== "en" && adminText(l, 298)) || "Won";
/** Please call back */
export const adminEnquiriesSubjectCallBack = (l: Locale): string =>
  (l !== "en" && adminText(l, 299)) || "Please call back";
/** {tier}, {area} sq.ft: {amount} */
export const adminEnquiriesSubjectEstimate = (l: Locale, v: { amount: Value; area: Value; tier: Value }): string =>
  (l !== "en" && adminText(l, 300, v)) || "" + v.tier + ", " + v.area + " sq.ft: " + v.amount;
/** {tier}, {bedrooms}, {area} sq.ft: {amount} */
export const adminEnquiriesSubjectEstimateRooms = (l: Locale, v: { amount: Value; area: Value; bedrooms: Value; tier: Value }): string =>
  (l !== "en" && adminText(l, 301, v)) || "" + v.tier + ", " + v.bedrooms + ", " + v.area + " sq.ft: " + v.amount;
/** Please reply on WhatsApp */
export const adminEnquiriesSubjectReplyWhatsApp = (l: Locale): string =>
  (l !== "en" && adminText(l, 302)) || "Please reply on WhatsApp";
/** {how}, {time} */
export const adminEnquiriesSubjectWhen = (l: Locale, v: { how: Value; time: Value }): string =>
  (l !== "en" && adminText(l, 303, v)) || "" + v.how + ", " + v.time;
/** “{name}” is added. */
export const adminEnquiriesTemplateAdded = (l: Locale, v: { name: Value }): string =>
  (l !== "en" && adminText(l, 304, v)) || "“" + v.name + "” is added.";
/** Delete the template “{name}”? This cannot be undone. */
export const adminEnquiriesTemplateDeleteConfirm = (l: Locale, v: { name: Value }): string =>
  (l !== "en" && adminText(l, 305, v)) || "Delete the template “" + v.name + "”? This cannot be undone.";
/** “{name}” could not be deleted. Please try again. */
export const adminEnquiriesTemplateDeleteFailed = (l: Locale, v: { name: Value }): string =>
  (l !== "en" && adminText(l, 306, v)) || "“" + v.name + "” could not be deleted. Please try again.";
/** “{name}” is deleted. */
export const adminEnquiriesTemplateDeleted = (l: Locale, v: { name: Value }): string =>
  (l !== "en" && adminText(l, 307, v)) || "“" + v.name + "” is deleted.";
/** Name */
export const adminEnquiriesTemplateName = (l: Locale): string =>
  (l !== "en" && adminText(l, 308)) || "Name";
/** What you tap on an enquiry's page, e.g. Site visit */
export const adminEnquiriesTemplateNameHint = (l: Locale): string =>
  (l !== "en" && adminText(l, 309)) || "What you tap on an enquiry's page, e.g. Site visit";
/** The template was not saved. */
export const adminEnquiriesTemplateNotSaved = (l: Locale): string =>
  (l !== "en" && adminText(l, 310)) || "The template was not saved.";
/** The template was not saved. Please try again. */
export const adminEnquiriesTemplateNotSavedRetry = (l: Locale): string =>
  (l !== "en" && adminText(l, 311)) || "The template was not saved. Please try again.";
/** “{name}” is saved. */
export const adminEnquiriesTemplateSaved = (l: Locale, v: { name: Value }): string =>
  (l !== "en" && adminText(l, 312, v)) || "“" + v.name + "” is saved.";
/** Up to {count} characters. {nameTag}, {referenceTag} and {companyTag} are filled in when you send it. */
export const adminEnquiriesTemplateTextHint = (l: Locale, v: { companyTag: Value; count: Value; nameTag: Value; referenceTag: Value }): string =>
  (l !== "en" && adminText(l, 313, v)) || "Up to " + v.count + " characters. " + v.nameTag + ", " + v.referenceTag + " and " + v.companyTag + " are filled in when you send it.";
/** The templates could not be loaded. Reload the page to try again. */
export const adminEnquiriesTemplatesFailed = (l: Locale): string =>
  (l !== "en" && adminText(l, 314)) || "The templates could not be loaded. Reload the page to try again.";
/** The messages you send most, ready on every enquiry's page to open in WhatsApp or copy. Write {nameTag}, {referenceTag} and {companyTag} where the visitor's name, the enquiry's reference and {company} go. */
export const adminEnquiriesTemplatesIntro = (l: Locale, v: { company: Value; companyTag: Value; nameTag: Value; referenceTag: Value }): string =>
  (l !== "en" && adminText(l, 315, v)) || "The messages you send most, ready on every enquiry's page to open in WhatsApp or copy. Write " + v.nameTag + ", " + v.referenceTag + " and " + v.companyTag + " where the visitor's name, the enquiry's reference and " + v.company + " go.";
/** Failed to load the reply templates. Please try again. */
export const adminEnquiriesTemplatesLoadError = (l: Locale): string =>
  (l !== "en" && adminText(l, 316)) || "Failed to load the reply templates. Please try again.";
/** The message */
export const adminEnquiriesTheMessage = (l: Locale): string =>
  (l !== "en" && adminText(l, 317)) || "The message";
/** Their time: {time} ({place}, {difference}) */
export const adminEnquiriesTheirTime = (l: Locale, v: { difference: Value; place: Value; time: Value }): string =>
  (l !== "en" && adminText(l, 318, v)) || "Their time: " + v.time + " (" + v.place + ", " + v.difference + ")";
/** {time} tomorrow */
export const adminEnquiriesTheirTomorrow = (l: Locale, v: { time: Value }): string =>
  (l !== "en" && adminText(l, 319, v)) || "" + v.time + " tomorrow";
/** {time} yesterday */
export const adminEnquiriesTheirYesterday = (l: Locale, v: { time: Value }): string =>
  (l !== "en" && adminText(l, 320, v)) || "" + v.time + " yesterday";
/** {hours} ahead */
export const adminEnquiriesTimeAhead = (l: Locale, v: { hours: Value }): string =>
  (l !== "en" && adminText(l, 321, v)) || "" + v.hours + " ahead";
/** {hours} behind */
export const adminEnquiriesTimeBehind = (l: Locale, v: { hours: Value }): string =>
  (l !== "en" && adminText(l, 322, v)) || "" + v.hours + " behind";
/** same time as India */
export const adminEnquiriesTimeSame = (l: Locale): string =>
  (l !== "en" && adminText(l, 323)) || "same time as India";
/** Enquiries */
export const adminEnquiriesTitle = (l: Locale): string =>
  (l !== "en" && adminText(l, 324)) || "Enquiries";
/** Search, export and templates */
export const adminEnquiriesToolsTitle = (l: Locale): string =>
  (l !== "en" && adminText(l, 325)) || "Search, export and templates";
/** Undo */
export const adminEnquiriesUndo = (l: Locale): string =>
  (l !== "en" && adminText(l, 326)) || "Undo";
/** Undo: {name} is new again */
export const adminEnquiriesUndoLabel = (l: Locale, v: { name: Value }): string =>
  (l !== "en" && adminText(l, 327, v)) || "Undo: " + v.name + " is new again";
/** All */
export const adminEnquiriesViewAll = (l: Locale): string =>
  (l !== "en" && adminText(l, 328)) || "All";
/** Follow up */
export const adminEnquiriesViewFollowUp = (l: Locale): string =>
  (l !== "en" && adminText(l, 329)) || "Follow up";
/** New */
export const adminEnquiriesViewNew = (l: Locale): string =>
  (l !== "en" && adminText(l, 330)) || "New";
/** Enquiry views */
export const adminEnquiriesViews = (l: Locale): string =>
  (l !== "en" && adminText(l, 331)) || "Enquiry views";
/** Visit */
export const adminEnquiriesVisit = (l: Locale): string =>
  (l !== "en" && adminText(l, 332)) || "Visit";
/** WhatsApp */
export const adminEnquiriesWhatsApp = (l: Locale): string =>
  (l !== "en" && adminText(l, 333)) || "WhatsApp";
/** WhatsApp {name} */
export const adminEnquiriesWhatsAppName = (l: Locale, v: { name: Value }): string =>
  (l !== "en" && adminText(l, 334, v)) || "WhatsApp " + v.name;
/** Write one */
export const adminEnquiriesWriteOne = (l: Locale): string =>
  (l !== "en" && adminText(l, 335)) || "Write one";
/** Cancel */
export const adminFormsCancel = (l: Locale): string =>
  (l !== "en" && adminText(l, 336)) || "Cancel";
/** Discard them */
export const adminFormsDraftDiscard = (l: Locale): string =>
  (l !== "en" && adminText(l, 337)) || "Discard them";
/** Restore my changes */
export const adminFormsDraftRestore = (l: Locale): string =>
  (l !== "en" && adminText(l, 338)) || "Restore my changes";
/** You have unsaved changes */
export const adminFormsDraftTitle = (l: Locale): string =>
  (l !== "en" && adminText(l, 339)) || "You have unsaved changes";
/** What you typed here before was not saved. Restore it to carry on (images have to be chosen again), or discard it. */
export const adminFormsDraftTyped = (l: Locale): string =>
  (l !== "en" && adminText(l, 340)) || "What you typed here before was not saved. Restore it to carry on (images have to be chosen again), or discard it.";
/** What you typed here on {when} was not saved. Restore it to carry on (images have to be chosen again), or discard it. */
export const adminFormsDraftTypedOn = (l: Locale, v: { when: Value }): string =>
  (l !== "en" && adminText(l, 341, v)) || "What you typed here on " + v.when + " was not saved. Restore it to carry on (images have to be chosen again), or discard it.";
/** {percent}% sent */
export const adminFormsPercentSent = (l: Locale, v: { percent: Value }): string =>
  (l !== "en" && adminText(l, 342, v)) || "" + v.percent + "% sent";
/** Uploading… */
export const adminFormsUploading = (l: Locale): string =>
  (l !== "en" && adminText(l, 343)) || "Uploading…";
/** Account menu: {name} */
export const adminFrameAccountMenu = (l: Locale, v: { name: Value }): string =>
  (l !== "en" && adminText(l, 344, v)) || "Account menu: " + v.name;
/** Account */
export const adminFrameAccountNav = (l: Locale): string =>
  (l !== "en" && adminText(l, 345)) || "Account";
/** Admin menu */
export const adminFrameAdminMenu = (l: Locale): string =>
  (l !== "en" && adminText(l, 346)) || "Admin menu";
/** Administrator */
export const adminFrameAdministrator = (l: Locale): string =>
  (l !== "en" && adminText(l, 347)) || "Administrator";
/** Back to the list */
export const adminFrameBackToList = (l: Locale): string =>
  (l !== "en" && adminText(l, 348)) || "Back to the list";
/** Cancel */
export const adminFrameCancel = (l: Locale): string =>
  (l !== "en" && adminText(l, 349)) || "Cancel";
/** Close menu */
export const adminFrameCloseMenu = (l: Locale): string =>
  (l !== "en" && adminText(l, 350)) || "Close menu";
/** Please confirm */
export const adminFrameConfirmTitle = (l: Locale): string =>
  (l !== "en" && adminText(l, 351)) || "Please confirm";
/** Delete */
export const adminFrameDelete = (l: Locale): string =>
  (l !== "en" && adminText(l, 352)) || "Delete";
/** © 2023 {site}. All rights reserved. */
export const adminFrameFooter = (l: Locale, v: { site: Value }): string =>
  (l !== "en" && adminText(l, 353, v)) || "© 2023 " + v.site + ". All rights reserved.";
/** Go to the dashboard */
export const adminFrameGoToDashboard = (l: Locale): string =>
  (l !== "en" && adminText(l, 354)) || "Go to the dashboard";
/** Content Management */
export const adminFrameGroupContent = (l: Locale): string =>
  (l !== "en" && adminText(l, 355)) || "Content Management";
/** Create New */
export const adminFrameGroupCreate = (l: Locale): string =>
  (l !== "en" && adminText(l, 356)) || "Create New";
/** Site */
export const adminFrameGroupSite = (l: Locale): string =>
  (l !== "en" && adminText(l, 357)) || "Site";
/** Team */
export const adminFrameGroupTeam = (l: Locale): string =>
  (l !== "en" && adminText(l, 358)) || "Team";
/** Loading the admin area… */
export const adminFrameLoading = (l: Locale): string =>
  (l !== "en" && adminText(l, 359)) || "Loading the admin area…";
/** Loading page */
export const adminFrameLoadingPage = (l: Locale): string =>
  (l !== "en" && adminText(l, 360)) || "Loading page";
/** Logout */
export const adminFrameLogout = (l: Locale): string =>
  (l !== "en" && adminText(l, 361)) || "Logout";
/** Main sections */
export const adminFrameMainSections = (l: Locale): string =>
  (l !== "en" && adminText(l, 362)) || "Main sections";
/** Your account */
export const adminFrameNavAccount = (l: Locale): string =>
  (l !== "en" && adminText(l, 363)) || "Your account";
/** Accounts */
export const adminFrameNavAccounts = (l: Locale): string =>
  (l !== "en" && adminText(l, 364)) || "Accounts";
/** Activity */
export const adminFrameNavActivity = (l: Locale): string =>
  (l !== "en" && adminText(l, 365)) || "Activity";
/** Add Blog */
export const adminFrameNavAddBlog = (l: Locale): string =>
  (l !== "en" && adminText(l, 366)) || "Add Blog";
/** Add Gallery */
export const adminFrameNavAddGallery = (l: Locale): string =>
  (l !== "en" && adminText(l, 367)) || "Add Gallery";
/** Add Project */
export const adminFrameNavAddProject = (l: Locale): string =>
  (l !== "en" && adminText(l, 368)) || "Add Project";
/** Blogs */
export const adminFrameNavBlogs = (l: Locale): string =>
  (l !== "en" && adminText(l, 369)) || "Blogs";
/** Dashboard */
export const adminFrameNavDashboard = (l: Locale): string =>
  (l !== "en" && adminText(l, 370)) || "Dashboard";
/** Enquiries */
export const adminFrameNavEnquiries = (l: Locale): string =>
  (l !== "en" && adminText(l, 371)) || "Enquiries";
/** Gallery */
export const adminFrameNavGallery = (l: Locale): string =>
  (l !== "en" && adminText(l, 372)) || "Gallery";
/** Projects */
export const adminFrameNavProjects = (l: Locale): string =>
  (l !== "en" && adminText(l, 373)) || "Projects";
/** Translations */
export const adminFrameNavTranslations = (l: Locale): string =>
  (l !== "en" && adminText(l, 374)) || "Translations";
/** Trash */
export const adminFrameNavTrash = (l: Locale): string =>
  (l !== "en" && adminText(l, 375)) || "Trash";
/** Not available to your role */
export const adminFrameNotForRole = (l: Locale): string =>
  (l !== "en" && adminText(l, 376)) || "Not available to your role";
/** You are signed in as {role}, which does not include this page. Ask the site's owner if you need it. */
export const adminFrameNotForRoleText = (l: Locale, v: { role: Value }): string =>
  (l !== "en" && adminText(l, 377, v)) || "You are signed in as " + v.role + ", which does not include this page. Ask the site's owner if you need it.";
/** The server could not be reached. Check the connection and try again. */
export const adminFrameOffline = (l: Locale): string =>
  (l !== "en" && adminText(l, 378)) || "The server could not be reached. Check the connection and try again.";
/** Open menu */
export const adminFrameOpenMenu = (l: Locale): string =>
  (l !== "en" && adminText(l, 379)) || "Open menu";
/** Skip to content */
export const adminFrameSkip = (l: Locale): string =>
  (l !== "en" && adminText(l, 380)) || "Skip to content";
/** Blogs */
export const adminFrameTabBlogs = (l: Locale): string =>
  (l !== "en" && adminText(l, 381)) || "Blogs";
/** Dashboard */
export const adminFrameTabDashboard = (l: Locale): string =>
  (l !== "en" && adminText(l, 382)) || "Dashboard";
/** Enquiries */
export const adminFrameTabEnquiries = (l: Locale): string =>
  (l !== "en" && adminText(l, 383)) || "Enquiries";
/** Gallery */
export const adminFrameTabGallery = (l: Locale): string =>
  (l !== "en" && adminText(l, 384)) || "Gallery";
/** {label}, {count} new */
export const adminFrameTabNew = (l: Locale, v: { count: Value; label: Value }): string =>
  (l !== "en" && adminText(l, 385, v)) || "" + v.label + ", " + v.count + " new";
/** Projects */
export const adminFrameTabProjects = (l: Locale): string =>
  (l !== "en" && adminText(l, 386)) || "Projects";
/** Try Again */
export const adminFrameTryAgain = (l: Locale): string =>
  (l !== "en" && adminText(l, 387)) || "Try Again";
/** Moving {title} was cancelled; it is back in its place. */
export const adminItemsArrangeCancelled = (l: Locale, v: { title: Value }): string =>
  (l !== "en" && adminText(l, 388, v)) || "Moving " + v.title + " was cancelled; it is back in its place.";
/** Drag {title} to its place */
export const adminItemsArrangeDrag = (l: Locale, v: { title: Value }): string =>
  (l !== "en" && adminText(l, 389, v)) || "Drag " + v.title + " to its place";
/** {title} dropped. */
export const adminItemsArrangeDropped = (l: Locale, v: { title: Value }): string =>
  (l !== "en" && adminText(l, 390, v)) || "" + v.title + " dropped.";
/** {title} dropped at place {place} of {count}. */
export const adminItemsArrangeDroppedAt = (l: Locale, v: { count: Value; place: Value; title: Value }): string =>
  (l !== "en" && adminText(l, 391, v)) || "" + v.title + " dropped at place " + v.place + " of " + v.count + ".";
/** Move {title} earlier */
export const adminItemsArrangeEarlier = (l: Locale, v: { title: Value }): string =>
  (l !== "en" && adminText(l, 392, v)) || "Move " + v.title + " earlier";
/** Featured · pinned */
export const adminItemsArrangeFeatured = (l: Locale): string =>
  (l !== "en" && adminText(l, 393)) || "Featured · pinned";
/** To move this project, press Space, then the arrow keys, then Space again to drop it or Escape to cancel. */
export const adminItemsArrangeInstructions = (l: Locale): string =>
  (l !== "en" && adminText(l, 394)) || "To move this project, press Space, then the arrow keys, then Space again to drop it or Escape to cancel.";
/** Visitors see your projects in this order on the home page and the Projects page. Drag a project by its handle, or move it with the arrows, then save. */
export const adminItemsArrangeIntro = (l: Locale): string =>
  (l !== "en" && adminText(l, 395)) || "Visitors see your projects in this order on the home page and the Projects page. Drag a project by its handle, or move it with the arrows, then save.";
/** Move {title} later */
export const adminItemsArrangeLater = (l: Locale, v: { title: Value }): string =>
  (l !== "en" && adminText(l, 396, v)) || "Move " + v.title + " later";
/** Projects in the order visitors see them */
export const adminItemsArrangeListLabel = (l: Locale): string =>
  (l !== "en" && adminText(l, 397)) || "Projects in the order visitors see them";
/** {title} moved to place {place} of {count}. */
export const adminItemsArrangeMoved = (l: Locale, v: { count: Value; place: Value; title: Value }): string =>
  (l !== "en" && adminText(l, 398, v)) || "" + v.title + " moved to place " + v.place + " of " + v.count + ".";
/** No projects to arrange yet. */
export const adminItemsArrangeNone = (l: Locale): string =>
  (l !== "en" && adminText(l, 399)) || "No projects to arrange yet.";
/** {title} is over place {place} of {count}. */
export const adminItemsArrangeOver = (l: Locale, v: { count: Value; place: Value; title: Value }): string =>
  (l !== "en" && adminText(l, 400, v)) || "" + v.title + " is over place " + v.place + " of " + v.count + ".";
/** Picked up {title}, place {place} of {count}. */
export const adminItemsArrangePickedUp = (l: Locale, v: { count: Value; place: Value; title: Value }): string =>
  (l !== "en" && adminText(l, 401, v)) || "Picked up " + v.title + ", place " + v.place + " of " + v.count + ".";
/** Pin as featured */
export const adminItemsArrangePin = (l: Locale): string =>
  (l !== "en" && adminText(l, 402)) || "Pin as featured";
/** Pin as featured: {title} */
export const adminItemsArrangePinName = (l: Locale, v: { title: Value }): string =>
  (l !== "en" && adminText(l, 403, v)) || "Pin as featured: " + v.title;
/** {title} is pinned: it comes first, as the Featured Project. */
export const adminItemsArrangePinned = (l: Locale, v: { title: Value }): string =>
  (l !== "en" && adminText(l, 404, v)) || "" + v.title + " is pinned: it comes first, as the Featured Project.";
/** The pinned project comes first, as the Featured Project. Projects you add later show first, newest first, until you arrange them here again. */
export const adminItemsArrangePinnedNote = (l: Locale): string =>
  (l !== "en" && adminText(l, 405)) || "The pinned project comes first, as the Featured Project. Projects you add later show first, newest first, until you arrange them here again.";
/** Save order */
export const adminItemsArrangeSave = (l: Locale): string =>
  (l !== "en" && adminText(l, 406)) || "Save order";
/** Failed to save the order. Please try again. */
export const adminItemsArrangeSaveFailed = (l: Locale): string =>
  (l !== "en" && adminText(l, 407)) || "Failed to save the order. Please try again.";
/** Order saved. Visitors see it now. */
export const adminItemsArrangeSaved = (l: Locale): string =>
  (l !== "en" && adminText(l, 408)) || "Order saved. Visitors see it now.";
/** Unpin */
export const adminItemsArrangeUnpin = (l: Locale): string =>
  (l !== "en" && adminText(l, 409)) || "Unpin";
/** Unpin: {title} */
export const adminItemsArrangeUnpinName = (l: Locale, v: { title: Value }): string =>
  (l !== "en" && adminText(l, 410, v)) || "Unpin: " + v.title;
/** {title} is no longer pinned. */
export const adminItemsArrangeUnpinned = (l: Locale, v: { title: Value }): string =>
  (l !== "en" && adminText(l, 411, v)) || "" + v.title + " is no longer pinned.";
/** Clear search */
export const adminItemsClearSearch = (l: Locale): string =>
  (l !== "en" && adminText(l, 412)) || "Clear search";
/** Compare */
export const adminItemsCompare = (l: Locale): string =>
  (l !== "en" && adminText(l, 413)) || "Compare";
/** {count} {noun} */
export const adminItemsCountNoun = (l: Locale, v: { count: Value; noun: Value }): string =>
  (l !== "en" && adminText(l, 414, v)) || "" + v.count + " " + v.noun;
/** Delete {name} */
export const adminItemsDeleteName = (l: Locale, v: { name: Value }): string =>
  (l !== "en" && adminText(l, 415, v)) || "Delete " + v.name;
/** Draft */
export const adminItemsDraft = (l: Locale): string =>
  (l !== "en" && adminText(l, 416)) || "Draft";
/** Only you see it, in the admin area and by its preview. */
export const adminItemsDraftHint = (l: Locale): string =>
  (l !== "en" && adminText(l, 417)) || "Only you see it, in the admin area and by its preview.";
/** Edit {name} */
export const adminItemsEditName = (l: Locale, v: { name: Value }): string =>
  (l !== "en" && adminText(l, 418, v)) || "Edit " + v.name;
/** (empty) */
export const adminItemsEmptyValue = (l: Locale): string =>
  (l !== "en" && adminText(l, 419)) || "(empty)";
/** Hide changes */
export const adminItemsHideChanges = (l: Locale): string =>
  (l !== "en" && adminText(l, 420)) || "Hide changes";
/** History */
export const adminItemsHistory = (l: Locale): string =>
  (l !== "en" && adminText(l, 421)) || "History";
/** (the last {count} saves) */
export const adminItemsHistoryLast = (l: Locale, v: { count: Value }): string =>
  (l !== "en" && adminText(l, 422, v)) || "(the last " + v.count + " saves)";
/** The history could not be loaded. Close it and open it again. */
export const adminItemsHistoryLoadFailed = (l: Locale): string =>
  (l !== "en" && adminText(l, 423)) || "The history could not be loaded. Close it and open it again.";
/** India time (IST) */
export const adminItemsIndiaTime = (l: Locale): string =>
  (l !== "en" && adminText(l, 424)) || "India time (IST)";
/** Actions */
export const adminItemsKindActionsHeading = (l: Locale): string =>
  (l !== "en" && adminText(l, 425)) || "Actions";
/** Add Gallery Images */
export const adminItemsKindAddGalleryImages = (l: Locale): string =>
  (l !== "en" && adminText(l, 426)) || "Add Gallery Images";
/** Add New Blog */
export const adminItemsKindAddNewBlog = (l: Locale): string =>
  (l !== "en" && adminText(l, 427)) || "Add New Blog";
/** Add New Images */
export const adminItemsKindAddNewImages = (l: Locale): string =>
  (l !== "en" && adminText(l, 428)) || "Add New Images";
/** Add New Project */
export const adminItemsKindAddNewProject = (l: Locale): string =>
  (l !== "en" && adminText(l, 429)) || "Add New Project";
/** After photo */
export const adminItemsKindAfterPhoto = (l: Locale): string =>
  (l !== "en" && adminText(l, 430)) || "After photo";
/** Another post */
export const adminItemsKindAnotherPost = (l: Locale): string =>
  (l !== "en" && adminText(l, 431)) || "Another post";
/** Another project */
export const adminItemsKindAnotherProject = (l: Locale): string =>
  (l !== "en" && adminText(l, 432)) || "Another project";
/** Architecture */
export const adminItemsKindArchitecture = (l: Locale): string =>
  (l !== "en" && adminText(l, 433)) || "Architecture";
/** Arrange portfolio */
export const adminItemsKindArrangePortfolio = (l: Locale): string =>
  (l !== "en" && adminText(l, 434)) || "Arrange portfolio";
/** Author */
export const adminItemsKindAuthor = (l: Locale): string =>
  (l !== "en" && adminText(l, 435)) || "Author";
/** Bedrooms */
export const adminItemsKindBedrooms = (l: Locale): string =>
  (l !== "en" && adminText(l, 436)) || "Bedrooms";
/** A renovation can show two of its gallery photos side by side, with a divide the visitor drags. */
export const adminItemsKindBeforeAfterNote = (l: Locale): string =>
  (l !== "en" && adminText(l, 437)) || "A renovation can show two of its gallery photos side by side, with a divide the visitor drags.";
/** Before photo */
export const adminItemsKindBeforePhoto = (l: Locale): string =>
  (l !== "en" && adminText(l, 438)) || "Before photo";
/** Failed to add blog. Please try again. */
export const adminItemsKindBlogCreateFailed = (l: Locale): string =>
  (l !== "en" && adminText(l, 439)) || "Failed to add blog. Please try again.";
/** Blog post created successfully! */
export const adminItemsKindBlogCreated = (l: Locale): string =>
  (l !== "en" && adminText(l, 440)) || "Blog post created successfully!";
/** Failed to load blog. Please try again. */
export const adminItemsKindBlogLoadFailed = (l: Locale): string =>
  (l !== "en" && adminText(l, 441)) || "Failed to load blog. Please try again.";
/** Failed to delete blog post. Please try again. */
export const adminItemsKindBlogPostDeleteFailed = (l: Locale): string =>
  (l !== "en" && adminText(l, 442)) || "Failed to delete blog post. Please try again.";
/** blog post */
export const adminItemsKindBlogPostNoun = (l: Locale): string =>
  (l !== "en" && adminText(l, 443)) || "blog post";
/** blog posts */
export const adminItemsKindBlogPostsNoun = (l: Locale): string =>
  (l !== "en" && adminText(l, 444)) || "blog posts";
/** Failed to update blog. Please try again. */
export const adminItemsKindBlogUpdateFailed = (l: Locale): string =>
  (l !== "en" && adminText(l, 445)) || "Failed to update blog. Please try again.";
/** Blog post updated successfully! */
export const adminItemsKindBlogUpdated = (l: Locale): string =>
  (l !== "en" && adminText(l, 446)) || "Blog post updated successfully!";
/** Failed to load blogs. Please try again. */
export const adminItemsKindBlogsLoadFailed = (l: Locale): string =>
  (l !== "en" && adminText(l, 447)) || "Failed to load blogs. Please try again.";
/** Built-up area (sq.ft) */
export const adminItemsKindBuiltUpSqft = (l: Locale): string =>
  (l !== "en" && adminText(l, 448)) || "Built-up area (sq.ft)";
/** Category */
export const adminItemsKindCategory = (l: Locale): string =>
  (l !== "en" && adminText(l, 449)) || "Category";
/** Commercial */
export const adminItemsKindCommercial = (l: Locale): string =>
  (l !== "en" && adminText(l, 450)) || "Commercial";
/** Completed */
export const adminItemsKindCompleted = (l: Locale): string =>
  (l !== "en" && adminText(l, 451)) || "Completed";
/** Are you sure you want to delete this blog post? */
export const adminItemsKindConfirmDeleteBlogPost = (l: Locale): string =>
  (l !== "en" && adminText(l, 452)) || "Are you sure you want to delete this blog post?";
/** Are you sure you want to delete this gallery item? */
export const adminItemsKindConfirmDeleteGalleryItem = (l: Locale): string =>
  (l !== "en" && adminText(l, 453)) || "Are you sure you want to delete this gallery item?";
/** Are you sure you want to delete this project? */
export const adminItemsKindConfirmDeleteProject = (l: Locale): string =>
  (l !== "en" && adminText(l, 454)) || "Are you sure you want to delete this project?";
/** Are you sure you want to delete the cover image? */
export const adminItemsKindConfirmRemoveCover = (l: Locale): string =>
  (l !== "en" && adminText(l, 455)) || "Are you sure you want to delete the cover image?";
/** Construction */
export const adminItemsKindConstruction = (l: Locale): string =>
  (l !== "en" && adminText(l, 456)) || "Construction";
/** Content */
export const adminItemsKindContent = (l: Locale): string =>
  (l !== "en" && adminText(l, 457)) || "Content";
/** This photo will be the cover once you save. */
export const adminItemsKindCoverChosenNote = (l: Locale): string =>
  (l !== "en" && adminText(l, 458)) || "This photo will be the cover once you save.";
/** Cover chosen from the gallery */
export const adminItemsKindCoverFromGallery = (l: Locale): string =>
  (l !== "en" && adminText(l, 459)) || "Cover chosen from the gallery";
/** Cover image */
export const adminItemsKindCoverImage = (l: Locale): string =>
  (l !== "en" && adminText(l, 460)) || "Cover image";
/** Cover image removed. Save changes to confirm deletion. */
export const adminItemsKindCoverRemoved = (l: Locale): string =>
  (l !== "en" && adminText(l, 461)) || "Cover image removed. Save changes to confirm deletion.";
/** Create New Blog Post */
export const adminItemsKindCreateNewBlogPost = (l: Locale): string =>
  (l !== "en" && adminText(l, 462)) || "Create New Blog Post";
/** Create New Project */
export const adminItemsKindCreateNewProject = (l: Locale): string =>
  (l !== "en" && adminText(l, 463)) || "Create New Project";
/** Create Project */
export const adminItemsKindCreateProject = (l: Locale): string =>
  (l !== "en" && adminText(l, 464)) || "Create Project";
/** Current cover */
export const adminItemsKindCurrentCover = (l: Locale): string =>
  (l !== "en" && adminText(l, 465)) || "Current cover";
/** Current gallery images */
export const adminItemsKindCurrentGalleryImages = (l: Locale): string =>
  (l !== "en" && adminText(l, 466)) || "Current gallery images";
/** Current images */
export const adminItemsKindCurrentImages = (l: Locale): string =>
  (l !== "en" && adminText(l, 467)) || "Current images";
/** Date */
export const adminItemsKindDateHeading = (l: Locale): string =>
  (l !== "en" && adminText(l, 468)) || "Date";
/** Description */
export const adminItemsKindDescription = (l: Locale): string =>
  (l !== "en" && adminText(l, 469)) || "Description";
/** Design */
export const adminItemsKindDesign = (l: Locale): string =>
  (l !== "en" && adminText(l, 470)) || "Design";
/** Duration (months) */
export const adminItemsKindDurationMonths = (l: Locale): string =>
  (l !== "en" && adminText(l, 471)) || "Duration (months)";
/** Edit Blog Post */
export const adminItemsKindEditBlogPost = (l: Locale): string =>
  (l !== "en" && adminText(l, 472)) || "Edit Blog Post";
/** Edit Gallery */
export const adminItemsKindEditGallery = (l: Locale): string =>
  (l !== "en" && adminText(l, 473)) || "Edit Gallery";
/** Edit Project */
export const adminItemsKindEditProject = (l: Locale): string =>
  (l !== "en" && adminText(l, 474)) || "Edit Project";
/** Floors */
export const adminItemsKindFloors = (l: Locale): string =>
  (l !== "en" && adminText(l, 475)) || "Floors";
/** Gallery uploaded successfully! */
export const adminItemsKindGalleryCreated = (l: Locale): string =>
  (l !== "en" && adminText(l, 476)) || "Gallery uploaded successfully!";
/** Gallery images */
export const adminItemsKindGalleryImages = (l: Locale): string =>
  (l !== "en" && adminText(l, 477)) || "Gallery images";
/** Failed to load gallery images. Please try again. */
export const adminItemsKindGalleryImagesLoadFailed = (l: Locale): string =>
  (l !== "en" && adminText(l, 478)) || "Failed to load gallery images. Please try again.";
/** Failed to delete gallery item. Please try again. */
export const adminItemsKindGalleryItemDeleteFailed = (l: Locale): string =>
  (l !== "en" && adminText(l, 479)) || "Failed to delete gallery item. Please try again.";
/** gallery item */
export const adminItemsKindGalleryItemNoun = (l: Locale): string =>
  (l !== "en" && adminText(l, 480)) || "gallery item";
/** Gallery Item */
export const adminItemsKindGalleryItemUntitled = (l: Locale): string =>
  (l !== "en" && adminText(l, 481)) || "Gallery Item";
/** gallery items */
export const adminItemsKindGalleryItemsNoun = (l: Locale): string =>
  (l !== "en" && adminText(l, 482)) || "gallery items";
/** Failed to load gallery data. Please try again. */
export const adminItemsKindGalleryLoadFailed = (l: Locale): string =>
  (l !== "en" && adminText(l, 483)) || "Failed to load gallery data. Please try again.";
/** Gallery updated successfully! */
export const adminItemsKindGalleryUpdated = (l: Locale): string =>
  (l !== "en" && adminText(l, 484)) || "Gallery updated successfully!";
/** General */
export const adminItemsKindGeneral = (l: Locale): string =>
  (l !== "en" && adminText(l, 485)) || "General";
/** PNG, JPG, GIF up to 10MB */
export const adminItemsKindHint10mb = (l: Locale): string =>
  (l !== "en" && adminText(l, 486)) || "PNG, JPG, GIF up to 10MB";
/** PNG, JPG, GIF up to 5MB */
export const adminItemsKindHint5mb = (l: Locale): string =>
  (l !== "en" && adminText(l, 487)) || "PNG, JPG, GIF up to 5MB";
/** image */
export const adminItemsKindImageNoun = (l: Locale): string =>
  (l !== "en" && adminText(l, 488)) || "image";
/** Images */
export const adminItemsKindImages = (l: Locale): string =>
  (l !== "en" && adminText(l, 489)) || "Images";
/** images */
export const adminItemsKindImagesNoun = (l: Locale): string =>
  (l !== "en" && adminText(l, 490)) || "images";
/** Industrial */
export const adminItemsKindIndustrial = (l: Locale): string =>
  (l !== "en" && adminText(l, 491)) || "Industrial";
/** Interior Design */
export const adminItemsKindInteriorDesign = (l: Locale): string =>
  (l !== "en" && adminText(l, 492)) || "Interior Design";
/** Locality */
export const adminItemsKindLocality = (l: Locale): string =>
  (l !== "en" && adminText(l, 493)) || "Locality";
/** e.g. Kowdiar */
export const adminItemsKindLocalityHint = (l: Locale): string =>
  (l !== "en" && adminText(l, 494)) || "e.g. Kowdiar";
/** Location */
export const adminItemsKindLocation = (l: Locale): string =>
  (l !== "en" && adminText(l, 495)) || "Location";
/** Manage Blogs */
export const adminItemsKindManageBlogs = (l: Locale): string =>
  (l !== "en" && adminText(l, 496)) || "Manage Blogs";
/** Manage Gallery */
export const adminItemsKindManageGallery = (l: Locale): string =>
  (l !== "en" && adminText(l, 497)) || "Manage Gallery";
/** Manage Projects */
export const adminItemsKindManageProjects = (l: Locale): string =>
  (l !== "en" && adminText(l, 498)) || "Manage Projects";
/** New cover image */
export const adminItemsKindNewCover = (l: Locale): string =>
  (l !== "en" && adminText(l, 499)) || "New cover image";
/** New gallery images */
export const adminItemsKindNewGalleryImages = (l: Locale): string =>
  (l !== "en" && adminText(l, 500)) || "New gallery images";
/** New images */
export const adminItemsKindNewImages = (l: Locale): string =>
  (l !== "en" && adminText(l, 501)) || "New images";
/** No blog posts found. Add your first blog post! */
export const adminItemsKindNoBlogPosts = (l: Locale): string =>
  (l !== "en" && adminText(l, 502)) || "No blog posts found. Add your first blog post!";
/** No category */
export const adminItemsKindNoCategory = (l: Locale): string =>
  (l !== "en" && adminText(l, 503)) || "No category";
/** No description */
export const adminItemsKindNoDescription = (l: Locale): string =>
  (l !== "en" && adminText(l, 504)) || "No description";
/** No gallery images found. */
export const adminItemsKindNoGalleryImages = (l: Locale): string =>
  (l !== "en" && adminText(l, 505)) || "No gallery images found.";
/** No projects found. Add your first project! */
export const adminItemsKindNoProjects = (l: Locale): string =>
  (l !== "en" && adminText(l, 506)) || "No projects found. Add your first project!";
/** None */
export const adminItemsKindNone = (l: Locale): string =>
  (l !== "en" && adminText(l, 507)) || "None";
/** Not given */
export const adminItemsKindNotGiven = (l: Locale): string =>
  (l !== "en" && adminText(l, 508)) || "Not given";
/** Ongoing */
export const adminItemsKindOngoing = (l: Locale): string =>
  (l !== "en" && adminText(l, 509)) || "Ongoing";
/** Package */
export const adminItemsKindPackage = (l: Locale): string =>
  (l !== "en" && adminText(l, 510)) || "Package";
/** Plot (cents) */
export const adminItemsKindPlotCents = (l: Locale): string =>
  (l !== "en" && adminText(l, 511)) || "Plot (cents)";
/** Plot size (cents) */
export const adminItemsKindPlotSize = (l: Locale): string =>
  (l !== "en" && adminText(l, 512)) || "Plot size (cents)";
/** Price package */
export const adminItemsKindPricePackage = (l: Locale): string =>
  (l !== "en" && adminText(l, 513)) || "Price package";
/** As named on the Services page, e.g. Premium */
export const adminItemsKindPricePackageHint = (l: Locale): string =>
  (l !== "en" && adminText(l, 514)) || "As named on the Services page, e.g. Premium";
/** Failed to create project. Please try again. */
export const adminItemsKindProjectCreateFailed = (l: Locale): string =>
  (l !== "en" && adminText(l, 515)) || "Failed to create project. Please try again.";
/** Project created successfully! */
export const adminItemsKindProjectCreated = (l: Locale): string =>
  (l !== "en" && adminText(l, 516)) || "Project created successfully!";
/** Failed to delete project. Please try again. */
export const adminItemsKindProjectDeleteFailed = (l: Locale): string =>
  (l !== "en" && adminText(l, 517)) || "Failed to delete project. Please try again.";
/** Project facts */
export const adminItemsKindProjectFacts = (l: Locale): string =>
  (l !== "en" && adminText(l, 518)) || "Project facts";
/** Optional. Cards show a short line of them, the project page all of them. */
export const adminItemsKindProjectFactsNote = (l: Locale): string =>
  (l !== "en" && adminText(l, 519)) || "Optional. Cards show a short line of them, the project page all of them.";
/** Project */
export const adminItemsKindProjectHeading = (l: Locale): string =>
  (l !== "en" && adminText(l, 520)) || "Project";
/** Failed to load project. Please try again. */
export const adminItemsKindProjectLoadFailed = (l: Locale): string =>
  (l !== "en" && adminText(l, 521)) || "Failed to load project. Please try again.";
/** project */
export const adminItemsKindProjectNoun = (l: Locale): string =>
  (l !== "en" && adminText(l, 522)) || "project";
/** Failed to update project. Please try again. */
export const adminItemsKindProjectUpdateFailed = (l: Locale): string =>
  (l !== "en" && adminText(l, 523)) || "Failed to update project. Please try again.";
/** Project updated successfully! */
export const adminItemsKindProjectUpdated = (l: Locale): string =>
  (l !== "en" && adminText(l, 524)) || "Project updated successfully!";
/** Projects */
export const adminItemsKindProjectsCaption = (l: Locale): string =>
  (l !== "en" && adminText(l, 525)) || "Projects";
/** Failed to load projects. Please try again. */
export const adminItemsKindProjectsLoadFailed = (l: Locale): string =>
  (l !== "en" && adminText(l, 526)) || "Failed to load projects. Please try again.";
/** projects */
export const adminItemsKindProjectsNoun = (l: Locale): string =>
  (l !== "en" && adminText(l, 527)) || "projects";
/** Publish Blog Post */
export const adminItemsKindPublishBlogPost = (l: Locale): string =>
  (l !== "en" && adminText(l, 528)) || "Publish Blog Post";
/** Publishing... */
export const adminItemsKindPublishing = (l: Locale): string =>
  (l !== "en" && adminText(l, 529)) || "Publishing...";
/** Remove cover image */
export const adminItemsKindRemoveCover = (l: Locale): string =>
  (l !== "en" && adminText(l, 530)) || "Remove cover image";
/** Renovation */
export const adminItemsKindRenovation = (l: Locale): string =>
  (l !== "en" && adminText(l, 531)) || "Renovation";
/** Residential */
export const adminItemsKindResidential = (l: Locale): string =>
  (l !== "en" && adminText(l, 532)) || "Residential";
/** Save Changes */
export const adminItemsKindSaveChanges = (l: Locale): string =>
  (l !== "en" && adminText(l, 533)) || "Save Changes";
/** Save Draft */
export const adminItemsKindSaveDraft = (l: Locale): string =>
  (l !== "en" && adminText(l, 534)) || "Save Draft";
/** Saving... */
export const adminItemsKindSaving = (l: Locale): string =>
  (l !== "en" && adminText(l, 535)) || "Saving...";
/** Schedule Post */
export const adminItemsKindSchedulePost = (l: Locale): string =>
  (l !== "en" && adminText(l, 536)) || "Schedule Post";
/** Search blog posts */
export const adminItemsKindSearchBlogPosts = (l: Locale): string =>
  (l !== "en" && adminText(l, 537)) || "Search blog posts";
/** Search by title, text or author */
export const adminItemsKindSearchBlogPostsPlaceholder = (l: Locale): string =>
  (l !== "en" && adminText(l, 538)) || "Search by title, text or author";
/** Search gallery items */
export const adminItemsKindSearchGalleryItems = (l: Locale): string =>
  (l !== "en" && adminText(l, 539)) || "Search gallery items";
/** Search by title or description */
export const adminItemsKindSearchGalleryPlaceholder = (l: Locale): string =>
  (l !== "en" && adminText(l, 540)) || "Search by title or description";
/** Search projects */
export const adminItemsKindSearchProjects = (l: Locale): string =>
  (l !== "en" && adminText(l, 541)) || "Search projects";
/** Search by title, description or place */
export const adminItemsKindSearchProjectsPlaceholder = (l: Locale): string =>
  (l !== "en" && adminText(l, 542)) || "Search by title, description or place";
/** Status */
export const adminItemsKindStatus = (l: Locale): string =>
  (l !== "en" && adminText(l, 543)) || "Status";
/** Submitting... */
export const adminItemsKindSubmitting = (l: Locale): string =>
  (l !== "en" && adminText(l, 544)) || "Submitting...";
/** Tags */
export const adminItemsKindTags = (l: Locale): string =>
  (l !== "en" && adminText(l, 545)) || "Tags";
/** Separate tags with commas, e.g. renovation, kerala homes */
export const adminItemsKindTagsHint = (l: Locale): string =>
  (l !== "en" && adminText(l, 546)) || "Separate tags with commas, e.g. renovation, kerala homes";
/** this gallery item */
export const adminItemsKindThisGalleryItem = (l: Locale): string =>
  (l !== "en" && adminText(l, 547)) || "this gallery item";
/** Tips & Advice */
export const adminItemsKindTipsAdvice = (l: Locale): string =>
  (l !== "en" && adminText(l, 548)) || "Tips & Advice";
/** Title */
export const adminItemsKindTitle = (l: Locale): string =>
  (l !== "en" && adminText(l, 549)) || "Title";
/** Uncategorized */
export const adminItemsKindUncategorized = (l: Locale): string =>
  (l !== "en" && adminText(l, 550)) || "Uncategorized";
/** Update Blog Post */
export const adminItemsKindUpdateBlogPost = (l: Locale): string =>
  (l !== "en" && adminText(l, 551)) || "Update Blog Post";
/** Update failed. Please try again. */
export const adminItemsKindUpdateFailed = (l: Locale): string =>
  (l !== "en" && adminText(l, 552)) || "Update failed. Please try again.";
/** Update Gallery */
export const adminItemsKindUpdateGallery = (l: Locale): string =>
  (l !== "en" && adminText(l, 553)) || "Update Gallery";
/** Updating... */
export const adminItemsKindUpdating = (l: Locale): string =>
  (l !== "en" && adminText(l, 554)) || "Updating...";
/** Upload failed. Please try again. */
export const adminItemsKindUploadFailed = (l: Locale): string =>
  (l !== "en" && adminText(l, 555)) || "Upload failed. Please try again.";
/** Upload Images */
export const adminItemsKindUploadImages = (l: Locale): string =>
  (l !== "en" && adminText(l, 556)) || "Upload Images";
/** Uploading... */
export const adminItemsKindUploading = (l: Locale): string =>
  (l !== "en" && adminText(l, 557)) || "Uploading...";
/** Year */
export const adminItemsKindYear = (l: Locale): string =>
  (l !== "en" && adminText(l, 558)) || "Year";
/** Done, or begun ({from}–{to}) */
export const adminItemsKindYearHint = (l: Locale, v: { from: Value; to: Value }): string =>
  (l !== "en" && adminText(l, 559, v)) || "Done, or begun (" + v.from + "–" + v.to + ")";
/** Leave */
export const adminItemsLeave = (l: Locale): string =>
  (l !== "en" && adminText(l, 560)) || "Leave";
/** Leave this page? Your changes have not been saved. */
export const adminItemsLeaveQuestion = (l: Locale): string =>
  (l !== "en" && adminText(l, 561)) || "Leave this page? Your changes have not been saved.";
/** Load more */
export const adminItemsLoadMore = (l: Locale): string =>
  (l !== "en" && adminText(l, 562)) || "Load more";
/** Could not load more. Check the connection and try again. */
export const adminItemsLoadMoreFailed = (l: Locale): string =>
  (l !== "en" && adminText(l, 563)) || "Could not load more. Check the connection and try again.";
/** Loading… */
export const adminItemsLoading = (l: Locale): string =>
  (l !== "en" && adminText(l, 564)) || "Loading…";
/** No earlier versions yet: each save from now on is kept here. */
export const adminItemsNoEarlierVersions = (l: Locale): string =>
  (l !== "en" && adminText(l, 565)) || "No earlier versions yet: each save from now on is kept here.";
/** No {noun} match “{query}”. */
export const adminItemsNoMatch = (l: Locale, v: { noun: Value; query: Value }): string =>
  (l !== "en" && adminText(l, 566, v)) || "No " + v.noun + " match “" + v.query + "”.";
/** (none) */
export const adminItemsNoneValue = (l: Locale): string =>
  (l !== "en" && adminText(l, 567)) || "(none)";
/** (opens in a new tab) */
export const adminItemsOpensInNewTab = (l: Locale): string =>
  (l !== "en" && adminText(l, 568)) || "(opens in a new tab)";
/** {n} of {count} */
export const adminItemsPhotoOf = (l: Locale, v: { count: Value; n: Value }): string =>
  (l !== "en" && adminText(l, 569, v)) || "" + v.n + " of " + v.count;
/** Preview */
export const adminItemsPreview = (l: Locale): string =>
  (l !== "en" && adminText(l, 570)) || "Preview";
/** The preview could not be opened. Try again. */
export const adminItemsPreviewFailed = (l: Locale): string =>
  (l !== "en" && adminText(l, 571)) || "The preview could not be opened. Try again.";
/** Preview {name} */
export const adminItemsPreviewName = (l: Locale, v: { name: Value }): string =>
  (l !== "en" && adminText(l, 572, v)) || "Preview " + v.name;
/** Publish on */
export const adminItemsPublishOn = (l: Locale): string =>
  (l !== "en" && adminText(l, 573)) || "Publish on";
/** Choose the date and time to publish */
export const adminItemsPublishTimeMissing = (l: Locale): string =>
  (l !== "en" && adminText(l, 574)) || "Choose the date and time to publish";
/** Published */
export const adminItemsPublished = (l: Locale): string =>
  (l !== "en" && adminText(l, 575)) || "Published";
/** Visitors see it as soon as it is saved. */
export const adminItemsPublishedHint = (l: Locale): string =>
  (l !== "en" && adminText(l, 576)) || "Visitors see it as soon as it is saved.";
/** Publishing */
export const adminItemsPublishingLegend = (l: Locale): string =>
  (l !== "en" && adminText(l, 577)) || "Publishing";
/** Restore */
export const adminItemsRestore = (l: Locale): string =>
  (l !== "en" && adminText(l, 578)) || "Restore";
/** The version could not be restored. Please try again. */
export const adminItemsRestoreFailed = (l: Locale): string =>
  (l !== "en" && adminText(l, 579)) || "The version could not be restored. Please try again.";
/** Restore the version saved on {when}? What is saved now stays in the history. */
export const adminItemsRestoreQuestion = (l: Locale, v: { when: Value }): string =>
  (l !== "en" && adminText(l, 580, v)) || "Restore the version saved on " + v.when + "? What is saved now stays in the history.";
/** Restored the version saved on {when}. */
export const adminItemsRestored = (l: Locale, v: { when: Value }): string =>
  (l !== "en" && adminText(l, 581, v)) || "Restored the version saved on " + v.when + ".";
/** Your session had ended, so you were asked to sign in again. What you typed has been restored; please re-attach any images you had chosen. */
export const adminItemsRestoredNote = (l: Locale): string =>
  (l !== "en" && adminText(l, 582)) || "Your session had ended, so you were asked to sign in again. What you typed has been restored; please re-attach any images you had chosen.";
/** The same as what is saved now. */
export const adminItemsSameAsNow = (l: Locale): string =>
  (l !== "en" && adminText(l, 583)) || "The same as what is saved now.";
/** Saved now */
export const adminItemsSavedNow = (l: Locale): string =>
  (l !== "en" && adminText(l, 584)) || "Saved now";
/** Scheduled */
export const adminItemsScheduled = (l: Locale): string =>
  (l !== "en" && adminText(l, 585)) || "Scheduled";
/** Scheduled · {when} */
export const adminItemsScheduledFor = (l: Locale, v: { when: Value }): string =>
  (l !== "en" && adminText(l, 586, v)) || "Scheduled · " + v.when;
/** It goes public by itself at the time you choose. */
export const adminItemsScheduledHint = (l: Locale): string =>
  (l !== "en" && adminText(l, 587)) || "It goes public by itself at the time you choose.";
/** Search */
export const adminItemsSearch = (l: Locale): string =>
  (l !== "en" && adminText(l, 588)) || "Search";
/** Showing {shown} of {total} {noun} */
export const adminItemsShowing = (l: Locale, v: { noun: Value; shown: Value; total: Value }): string =>
  (l !== "en" && adminText(l, 589, v)) || "Showing " + v.shown + " of " + v.total + " " + v.noun;
/** The page's address: {address} */
export const adminItemsSlugAddress = (l: Locale, v: { address: Value }): string =>
  (l !== "en" && adminText(l, 590, v)) || "The page's address: " + v.address;
/** Left empty, it is made from the title: {address} */
export const adminItemsSlugFromTitle = (l: Locale, v: { address: Value }): string =>
  (l !== "en" && adminText(l, 591, v)) || "Left empty, it is made from the title: " + v.address;
/** Use letters or digits (a to z, 0 to 9). */
export const adminItemsSlugInvalid = (l: Locale): string =>
  (l !== "en" && adminText(l, 592)) || "Use letters or digits (a to z, 0 to 9).";
/** Left empty, it is made from the title. */
export const adminItemsSlugMadeFromTitle = (l: Locale): string =>
  (l !== "en" && adminText(l, 593)) || "Left empty, it is made from the title.";
/** . The old address {address} will lead here. */
export const adminItemsSlugOldAddress = (l: Locale, v: { address: Value }): string =>
  (l !== "en" && adminText(l, 594, v)) || ". The old address " + v.address + " will lead here.";
/** Something went wrong. Please try again. */
export const adminItemsSomethingWrong = (l: Locale): string =>
  (l !== "en" && adminText(l, 595)) || "Something went wrong. Please try again.";
/** This version */
export const adminItemsThisVersion = (l: Locale): string =>
  (l !== "en" && adminText(l, 596)) || "This version";
/** Total: {total} */
export const adminItemsTotal = (l: Locale, v: { total: Value }): string =>
  (l !== "en" && adminText(l, 597, v)) || "Total: " + v.total;
/** Moved to the trash, where it stays for {days} days. */
export const adminItemsTrashedMoved = (l: Locale, v: { days: Value }): string =>
  (l !== "en" && adminText(l, 598, v)) || "Moved to the trash, where it stays for " + v.days + " days.";
/** Open the trash */
export const adminItemsTrashedOpen = (l: Locale): string =>
  (l !== "en" && adminText(l, 599)) || "Open the trash";
/** to restore it. */
export const adminItemsTrashedRestore = (l: Locale): string =>
  (l !== "en" && adminText(l, 600)) || "to restore it.";
/** Try Again */
export const adminItemsTryAgain = (l: Locale): string =>
  (l !== "en" && adminText(l, 601)) || "Try Again";
/** Unsaved changes */
export const adminItemsUnsavedChanges = (l: Locale): string =>
  (l !== "en" && adminText(l, 602)) || "Unsaved changes";
/** Untitled project */
export const adminItemsUntitledProject = (l: Locale): string =>
  (l !== "en" && adminText(l, 603)) || "Untitled project";
/** URL */
export const adminItemsUrl = (l: Locale): string =>
  (l !== "en" && adminText(l, 604)) || "URL";
/** View on site */
export const adminItemsViewOnSite = (l: Locale): string =>
  (l !== "en" && adminText(l, 605)) || "View on site";
/** The menus, buttons and messages of the admin area, for you alone. The public site keeps its own languages. */
export const adminLanguageHint = (l: Locale): string =>
  (l !== "en" && adminText(l, 606)) || "The menus, buttons and messages of the admin area, for you alone. The public site keeps its own languages.";
/** The language was not saved. */
export const adminLanguageNotSaved = (l: Locale): string =>
  (l !== "en" && adminText(l, 607)) || "The language was not saved.";
/** The language was not saved. Check the connection and try again. */
export const adminLanguageOffline = (l: Locale): string =>
  (l !== "en" && adminText(l, 608)) || "The language was not saved. Check the connection and try again.";
/** Save language */
export const adminLanguageSave = (l: Locale): string =>
  (l !== "en" && adminText(l, 609)) || "Save language";
/** The admin area is now in English. */
export const adminLanguageSaved = (l: Locale): string =>
  (l !== "en" && adminText(l, 610)) || "The admin area is now in English.";
/** Saving... */
export const adminLanguageSaving = (l: Locale): string =>
  (l !== "en" && adminText(l, 611)) || "Saving...";
/** Language of the admin */
export const adminLanguageTitle = (l: Locale): string =>
  (l !== "en" && adminText(l, 612)) || "Language of the admin";
/** Add them back */
export const adminPhotosAddBackMany = (l: Locale): string =>
  (l !== "en" && adminText(l, 613)) || "Add them back";
/** Add it back */
export const adminPhotosAddBackOne = (l: Locale): string =>
  (l !== "en" && adminText(l, 614)) || "Add it back";
/** This item already has that photo, so it was skipped. */
export const adminPhotosAlreadyStored = (l: Locale): string =>
  (l !== "en" && adminText(l, 615)) || "This item already has that photo, so it was skipped.";
/** Moving image {n} was cancelled; it is back in its place. */
export const adminPhotosCancelled = (l: Locale, v: { n: Value }): string =>
  (l !== "en" && adminText(l, 616, v)) || "Moving image " + v.n + " was cancelled; it is back in its place.";
/** Choose an image */
export const adminPhotosChooseImage = (l: Locale): string =>
  (l !== "en" && adminText(l, 617)) || "Choose an image";
/** Choose images */
export const adminPhotosChooseImages = (l: Locale): string =>
  (l !== "en" && adminText(l, 618)) || "Choose images";
/** Clear all */
export const adminPhotosClearAll = (l: Locale): string =>
  (l !== "en" && adminText(l, 619)) || "Clear all";
/** Are you sure you want to delete this image? */
export const adminPhotosConfirmDelete = (l: Locale): string =>
  (l !== "en" && adminText(l, 620)) || "Are you sure you want to delete this image?";
/** Cover */
export const adminPhotosCover = (l: Locale): string =>
  (l !== "en" && adminText(l, 621)) || "Cover";
/** Current photo {n} */
export const adminPhotosCurrentPhoto = (l: Locale, v: { n: Value }): string =>
  (l !== "en" && adminText(l, 622, v)) || "Current photo " + v.n;
/** Discard */
export const adminPhotosDiscard = (l: Locale): string =>
  (l !== "en" && adminText(l, 623)) || "Discard";
/** Drag image {n} to its place */
export const adminPhotosDrag = (l: Locale, v: { n: Value }): string =>
  (l !== "en" && adminText(l, 624, v)) || "Drag image " + v.n + " to its place";
/** Image {n} dropped. */
export const adminPhotosDropped = (l: Locale, v: { n: Value }): string =>
  (l !== "en" && adminText(l, 625, v)) || "Image " + v.n + " dropped.";
/** Image {n} dropped at place {place} of {count}. */
export const adminPhotosDroppedAt = (l: Locale, v: { count: Value; n: Value; place: Value }): string =>
  (l !== "en" && adminText(l, 626, v)) || "Image " + v.n + " dropped at place " + v.place + " of " + v.count + ".";
/** Some duplicate images were skipped. */
export const adminPhotosDuplicatesSkipped = (l: Locale): string =>
  (l !== "en" && adminText(l, 627)) || "Some duplicate images were skipped.";
/** Move image {n} earlier */
export const adminPhotosEarlier = (l: Locale, v: { n: Value }): string =>
  (l !== "en" && adminText(l, 628, v)) || "Move image " + v.n + " earlier";
/** To move this image, press Space, then the arrow keys, then Space again to drop it or Escape to cancel. */
export const adminPhotosInstructions = (l: Locale): string =>
  (l !== "en" && adminText(l, 629)) || "To move this image, press Space, then the arrow keys, then Space again to drop it or Escape to cancel.";
/** Image {n} is the cover */
export const adminPhotosIsCover = (l: Locale, v: { n: Value }): string =>
  (l !== "en" && adminText(l, 630, v)) || "Image " + v.n + " is the cover";
/** {count} photos you chose before the page was closed are kept on this device. */
export const adminPhotosKeptMany = (l: Locale, v: { count: Value }): string =>
  (l !== "en" && adminText(l, 631, v)) || "" + v.count + " photos you chose before the page was closed are kept on this device.";
/** {count} photo you chose before the page was closed is kept on this device. */
export const adminPhotosKeptOne = (l: Locale, v: { count: Value }): string =>
  (l !== "en" && adminText(l, 632, v)) || "" + v.count + " photo you chose before the page was closed is kept on this device.";
/** Move image {n} later */
export const adminPhotosLater = (l: Locale, v: { n: Value }): string =>
  (l !== "en" && adminText(l, 633, v)) || "Move image " + v.n + " later";
/** , {count} new */
export const adminPhotosNewCount = (l: Locale, v: { count: Value }): string =>
  (l !== "en" && adminText(l, 634, v)) || ", " + v.count + " new";
/** New photo {n} ({name}) */
export const adminPhotosNewPhoto = (l: Locale, v: { n: Value; name: Value }): string =>
  (l !== "en" && adminText(l, 635, v)) || "New photo " + v.n + " (" + v.name + ")";
/** The photo could not be sent. */
export const adminPhotosNotSent = (l: Locale): string =>
  (l !== "en" && adminText(l, 636)) || "The photo could not be sent.";
/** {count} photos still on the way */
export const adminPhotosOnTheWayMany = (l: Locale, v: { count: Value }): string =>
  (l !== "en" && adminText(l, 637, v)) || "" + v.count + " photos still on the way";
/** {count} photo still on the way */
export const adminPhotosOnTheWayOne = (l: Locale, v: { count: Value }): string =>
  (l !== "en" && adminText(l, 638, v)) || "" + v.count + " photo still on the way";
/** Image {n} is over place {place} of {count}. */
export const adminPhotosOver = (l: Locale, v: { count: Value; n: Value; place: Value }): string =>
  (l !== "en" && adminText(l, 639, v)) || "Image " + v.n + " is over place " + v.place + " of " + v.count + ".";
/** Picked up image {n} of {count}. */
export const adminPhotosPickedUp = (l: Locale, v: { count: Value; n: Value }): string =>
  (l !== "en" && adminText(l, 640, v)) || "Picked up image " + v.n + " of " + v.count + ".";
/** Preview of {name} */
export const adminPhotosPreviewOf = (l: Locale, v: { name: Value }): string =>
  (l !== "en" && adminText(l, 641, v)) || "Preview of " + v.name;
/** Remove current image {n} */
export const adminPhotosRemoveCurrent = (l: Locale, v: { n: Value }): string =>
  (l !== "en" && adminText(l, 642, v)) || "Remove current image " + v.n;
/** Remove new image {name} */
export const adminPhotosRemoveNew = (l: Locale, v: { name: Value }): string =>
  (l !== "en" && adminText(l, 643, v)) || "Remove new image " + v.name;
/** Image removed. Save changes to confirm deletion. */
export const adminPhotosRemoved = (l: Locale): string =>
  (l !== "en" && adminText(l, 644)) || "Image removed. Save changes to confirm deletion.";
/** Sending {name} */
export const adminPhotosSending = (l: Locale, v: { name: Value }): string =>
  (l !== "en" && adminText(l, 645, v)) || "Sending " + v.name;
/** Sent */
export const adminPhotosSent = (l: Locale): string =>
  (l !== "en" && adminText(l, 646)) || "Sent";
/** Add a project */
export const adminPhotosSharedAddProject = (l: Locale): string =>
  (l !== "en" && adminText(l, 647)) || "Add a project";
/** Shared {n} of {count}: {name} */
export const adminPhotosSharedAlt = (l: Locale, v: { count: Value; n: Value; name: Value }): string =>
  (l !== "en" && adminText(l, 648, v)) || "Shared " + v.n + " of " + v.count + ": " + v.name;
/** {count} photos shared from your phone. What are they for? */
export const adminPhotosSharedCountMany = (l: Locale, v: { count: Value }): string =>
  (l !== "en" && adminText(l, 649, v)) || "" + v.count + " photos shared from your phone. What are they for?";
/** {count} photo shared from your phone. What are it for? */
export const adminPhotosSharedCountOne = (l: Locale, v: { count: Value }): string =>
  (l !== "en" && adminText(l, 650, v)) || "" + v.count + " photo shared from your phone. What are it for?";
/** Start a new project */
export const adminPhotosSharedNewProject = (l: Locale): string =>
  (l !== "en" && adminText(l, 651)) || "Start a new project";
/** No shared photos are waiting. In your phone's gallery, choose photos, tap Share and pick this site's admin app: they open here, ready for a new project or the gallery. */
export const adminPhotosSharedNone = (l: Locale): string =>
  (l !== "en" && adminText(l, 652)) || "No shared photos are waiting. In your phone's gallery, choose photos, tap Share and pick this site's admin app: they open here, ready for a new project or the gallery.";
/** Opening the photos you shared… */
export const adminPhotosSharedOpening = (l: Locale): string =>
  (l !== "en" && adminText(l, 653)) || "Opening the photos you shared…";
/** Shared photos */
export const adminPhotosSharedTitle = (l: Locale): string =>
  (l !== "en" && adminText(l, 654)) || "Shared photos";
/** Add to the gallery */
export const adminPhotosSharedToGallery = (l: Locale): string =>
  (l !== "en" && adminText(l, 655)) || "Add to the gallery";
/** Stored file {n} of {count} */
export const adminPhotosStoredFile = (l: Locale, v: { count: Value; n: Value }): string =>
  (l !== "en" && adminText(l, 656, v)) || "Stored file " + v.n + " of " + v.count;
/** Use image {n} as the cover */
export const adminPhotosUseAsCover = (l: Locale, v: { n: Value }): string =>
  (l !== "en" && adminText(l, 657, v)) || "Use image " + v.n + " as the cover";
/** Waiting for the connection… */
export const adminPhotosWaitingConnection = (l: Locale): string =>
  (l !== "en" && adminText(l, 658)) || "Waiting for the connection…";
/** Waiting for the connection to send the photos… */
export const adminPhotosWaitingToSend = (l: Locale): string =>
  (l !== "en" && adminText(l, 659)) || "Waiting for the connection to send the photos…";
/** What image {n} shows */
export const adminPhotosWhatImageShows = (l: Locale, v: { n: Value }): string =>
  (l !== "en" && adminText(l, 660, v)) || "What image " + v.n + " shows";
/** What it shows */
export const adminPhotosWhatItShows = (l: Locale): string =>
  (l !== "en" && adminText(l, 661)) || "What it shows";
/** A file is not an image this site can use. Use a JPEG, PNG, GIF, WebP, AVIF or SVG image. */
export const adminProblemAFileNotUsable = (l: Locale): string =>
  (l !== "en" && adminText(l, 662)) || "A file is not an image this site can use. Use a JPEG, PNG, GIF, WebP, AVIF or SVG image.";
/** A file is not a valid image. */
export const adminProblemAFileNotValid = (l: Locale): string =>
  (l !== "en" && adminText(l, 663)) || "A file is not a valid image.";
/** A file has too many pixels. Use a photo of at most {megapixels} megapixels. */
export const adminProblemAFilePixels = (l: Locale, v: { megapixels: Value }): string =>
  (l !== "en" && adminText(l, 664, v)) || "A file has too many pixels. Use a photo of at most " + v.megapixels + " megapixels.";
/** A file is larger than {size} MB. Choose a smaller image. */
export const adminProblemAFileTooLarge = (l: Locale, v: { size: Value }): string =>
  (l !== "en" && adminText(l, 665, v)) || "A file is larger than " + v.size + " MB. Choose a smaller image.";
/** A file could not be read as an image. It may be damaged or incomplete. */
export const adminProblemAFileUnreadable = (l: Locale): string =>
  (l !== "en" && adminText(l, 666)) || "A file could not be read as an image. It may be damaged or incomplete.";
/** The about band is required */
export const adminProblemAboutBandRequired = (l: Locale): string =>
  (l !== "en" && adminText(l, 667)) || "The about band is required";
/** This account has been disabled. Ask the site's owner. */
export const adminProblemAccountDisabled = (l: Locale): string =>
  (l !== "en" && adminText(l, 668)) || "This account has been disabled. Ask the site's owner.";
/** An account with this e-mail address already exists. Sign in instead. */
export const adminProblemAccountExists = (l: Locale): string =>
  (l !== "en" && adminText(l, 669)) || "An account with this e-mail address already exists. Sign in instead.";
/** Account removed */
export const adminProblemAccountRemoved = (l: Locale): string =>
  (l !== "en" && adminText(l, 670)) || "Account removed";
/** The address is not valid. */
export const adminProblemAddressInvalid = (l: Locale): string =>
  (l !== "en" && adminText(l, 671)) || "The address is not valid.";
/** An address needs letters or digits */
export const adminProblemAddressLetters = (l: Locale): string =>
  (l !== "en" && adminText(l, 672)) || "An address needs letters or digits";
/** The address is too long. */
export const adminProblemAddressTooLong = (l: Locale): string =>
  (l !== "en" && adminText(l, 673)) || "The address is too long.";
/** The after photo must be one of the project's photos */
export const adminProblemAfterAmongPhotos = (l: Locale): string =>
  (l !== "en" && adminText(l, 674)) || "The after photo must be one of the project's photos";
/** Each description must be at most 250 characters */
export const adminProblemAltMax = (l: Locale): string =>
  (l !== "en" && adminText(l, 675)) || "Each description must be at most 250 characters";
/** Your account already has an authenticator app: enter its code. */
export const adminProblemAppAlreadyEnterCode = (l: Locale): string =>
  (l !== "en" && adminText(l, 676)) || "Your account already has an authenticator app: enter its code.";
/** An authenticator app is already on. */
export const adminProblemAppAlreadyOn = (l: Locale): string =>
  (l !== "en" && adminText(l, 677)) || "An authenticator app is already on.";
/** An authenticator app is already on. Turn it off first to use another. */
export const adminProblemAppAlreadyOnTurnOff = (l: Locale): string =>
  (l !== "en" && adminText(l, 678)) || "An authenticator app is already on. Turn it off first to use another.";
/** The authenticator app is off. */
export const adminProblemAppOff = (l: Locale): string =>
  (l !== "en" && adminText(l, 679)) || "The authenticator app is off.";
/** Send JSON: { order: [ids], pinned: id or null } */
export const adminProblemArrangeBody = (l: Locale): string =>
  (l !== "en" && adminText(l, 680)) || "Send JSON: { order: [ids], pinned: id or null }";
/** Each entry of order must be a {noun}'s id */
export const adminProblemArrangeEntryId = (l: Locale, v: { noun: Value }): string =>
  (l !== "en" && adminText(l, 681, v)) || "Each entry of order must be a " + v.noun + "'s id";
/** order must be a list of {noun} ids */
export const adminProblemArrangeOrderList = (l: Locale, v: { noun: Value }): string =>
  (l !== "en" && adminText(l, 682, v)) || "order must be a list of " + v.noun + " ids";
/** pinned must be the id of one of the {noun}s in order, or null */
export const adminProblemArrangePinned = (l: Locale, v: { noun: Value }): string =>
  (l !== "en" && adminText(l, 683, v)) || "pinned must be the id of one of the " + v.noun + "s in order, or null";
/** At most 1000 {noun}s can be arranged at once */
export const adminProblemArrangeTooMany = (l: Locale, v: { noun: Value }): string =>
  (l !== "en" && adminText(l, 684, v)) || "At most 1000 " + v.noun + "s can be arranged at once";
/** The {noun} {id} is in the trash: restore it first, or leave it out */
export const adminProblemArrangeTrashed = (l: Locale, v: { id: Value; noun: Value }): string =>
  (l !== "en" && adminText(l, 685, v)) || "The " + v.noun + " " + v.id + " is in the trash: restore it first, or leave it out";
/** The {noun} {id} is listed twice */
export const adminProblemArrangeTwice = (l: Locale, v: { id: Value; noun: Value }): string =>
  (l !== "en" && adminText(l, 686, v)) || "The " + v.noun + " " + v.id + " is listed twice";
/** There is no {noun} {id} */
export const adminProblemArrangeUnknown = (l: Locale, v: { id: Value; noun: Value }): string =>
  (l !== "en" && adminText(l, 687, v)) || "There is no " + v.noun + " " + v.id;
/** At most 250 characters */
export const adminProblemAtMost250 = (l: Locale): string =>
  (l !== "en" && adminText(l, 688)) || "At most 250 characters";
/** At most 50000 characters */
export const adminProblemAtMost50000 = (l: Locale): string =>
  (l !== "en" && adminText(l, 689)) || "At most 50000 characters";
/** At most {max} characters */
export const adminProblemAtMostChars = (l: Locale, v: { max: Value }): string =>
  (l !== "en" && adminText(l, 690, v)) || "At most " + v.max + " characters";
/** At most {max} {label} are allowed */
export const adminProblemAtMostItems = (l: Locale, v: { label: Value; max: Value }): string =>
  (l !== "en" && adminText(l, 691, v)) || "At most " + v.max + " " + v.label + " are allowed";
/** Author is required */
export const adminProblemAuthorRequired = (l: Locale): string =>
  (l !== "en" && adminText(l, 692)) || "Author is required";
/** The before and after photos must be two different photos */
export const adminProblemBeforeAfterDifferent = (l: Locale): string =>
  (l !== "en" && adminText(l, 693)) || "The before and after photos must be two different photos";
/** The before photo must be one of the project's photos */
export const adminProblemBeforeAmongPhotos = (l: Locale): string =>
  (l !== "en" && adminText(l, 694)) || "The before photo must be one of the project's photos";
/** Blog post deleted */
export const adminProblemBlogDeleted = (l: Locale): string =>
  (l !== "en" && adminText(l, 695)) || "Blog post deleted";
/** Blog post not found */
export const adminProblemBlogNotFound = (l: Locale): string =>
  (l !== "en" && adminText(l, 696)) || "Blog post not found";
/** The request body is nested too deeply (at most 16 levels). */
export const adminProblemBodyNested = (l: Locale): string =>
  (l !== "en" && adminText(l, 697)) || "The request body is nested too deeply (at most 16 levels).";
/** The request body is not valid JSON. */
export const adminProblemBodyNotJson = (l: Locale): string =>
  (l !== "en" && adminText(l, 698)) || "The request body is not valid JSON.";
/** The request body is too large. */
export const adminProblemBodyTooLarge = (l: Locale): string =>
  (l !== "en" && adminText(l, 699)) || "The request body is too large.";
/** The request body could not be read. */
export const adminProblemBodyUnreadable = (l: Locale): string =>
  (l !== "en" && adminText(l, 700)) || "The request body could not be read.";
/** You cannot disable your own account. */
export const adminProblemCannotDisableSelf = (l: Locale): string =>
  (l !== "en" && adminText(l, 701)) || "You cannot disable your own account.";
/** You cannot remove your own account. */
export const adminProblemCannotRemoveSelf = (l: Locale): string =>
  (l !== "en" && adminText(l, 702)) || "You cannot remove your own account.";
/** Category must be one of: {categories} */
export const adminProblemCategoryOneOf = (l: Locale, v: { categories: Value }): string =>
  (l !== "en" && adminText(l, 703, v)) || "Category must be one of: " + v.categories;
/** Choose English, Malayalam or Tamil */
export const adminProblemChooseLanguage = (l: Locale): string =>
  (l !== "en" && adminText(l, 704)) || "Choose English, Malayalam or Tamil";
/** Choose a password */
export const adminProblemChoosePassword = (l: Locale): string =>
  (l !== "en" && adminText(l, 705)) || "Choose a password";
/** Choose a photo to upload. */
export const adminProblemChoosePhotoToUpload = (l: Locale): string =>
  (l !== "en" && adminText(l, 706)) || "Choose a photo to upload.";
/** Choose a photo uploaded to this site */
export const adminProblemChoosePhotoUploaded = (l: Locale): string =>
  (l !== "en" && adminText(l, 707)) || "Choose a photo uploaded to this site";
/** Choose the date and time to publish */
export const adminProblemChoosePublishTime = (l: Locale): string =>
  (l !== "en" && adminText(l, 708)) || "Choose the date and time to publish";
/** Choose Owner, Editor or Sales */
export const adminProblemChooseRole = (l: Locale): string =>
  (l !== "en" && adminText(l, 709)) || "Choose Owner, Editor or Sales";
/** Choose a time that suits you */
export const adminProblemChooseTime = (l: Locale): string =>
  (l !== "en" && adminText(l, 710)) || "Choose a time that suits you";
/** Choose WhatsApp or a call */
export const adminProblemChooseWhatsAppOrCall = (l: Locale): string =>
  (l !== "en" && adminText(l, 711)) || "Choose WhatsApp or a call";
/** Claims are required */
export const adminProblemClaimsRequired = (l: Locale): string =>
  (l !== "en" && adminText(l, 712)) || "Claims are required";
/** Closing time must be after opening time */
export const adminProblemClosingAfterOpening = (l: Locale): string =>
  (l !== "en" && adminText(l, 713)) || "Closing time must be after opening time";
/** Closing time must be a time such as 18:00 */
export const adminProblemClosingTime = (l: Locale): string =>
  (l !== "en" && adminText(l, 714)) || "Closing time must be a time such as 18:00";
/** That code is too long */
export const adminProblemCodeTooLong = (l: Locale): string =>
  (l !== "en" && adminText(l, 715)) || "That code is too long";
/** The content must be JSON */
export const adminProblemContentJson = (l: Locale): string =>
  (l !== "en" && adminText(l, 716)) || "The content must be JSON";
/** Content is required */
export const adminProblemContentRequired = (l: Locale): string =>
  (l !== "en" && adminText(l, 717)) || "Content is required";
/** The content is too long */
export const adminProblemContentTooLong = (l: Locale): string =>
  (l !== "en" && adminText(l, 718)) || "The content is too long";
/** This content type is not accepted here. */
export const adminProblemContentType = (l: Locale): string =>
  (l !== "en" && adminText(l, 719)) || "This content type is not accepted here.";
/** The cover must be one of the project's photos */
export const adminProblemCoverAmongPhotos = (l: Locale): string =>
  (l !== "en" && adminText(l, 720)) || "The cover must be one of the project's photos";
/** Please upload a cover image. */
export const adminProblemCoverRequired = (l: Locale): string =>
  (l !== "en" && adminText(l, 721)) || "Please upload a cover image.";
/** Developer credit is required */
export const adminProblemCreditRequired = (l: Locale): string =>
  (l !== "en" && adminText(l, 722)) || "Developer credit is required";
/** Deleted for good */
export const adminProblemDeletedForGood = (l: Locale): string =>
  (l !== "en" && adminText(l, 723)) || "Deleted for good";
/** disabled must be true or false */
export const adminProblemDisabledTrueFalse = (l: Locale): string =>
  (l !== "en" && adminText(l, 724)) || "disabled must be true or false";
/** Each of {label} must be at most {max} characters */
export const adminProblemEachOfMax = (l: Locale, v: { label: Value; max: Value }): string =>
  (l !== "en" && adminText(l, 725, v)) || "Each of " + v.label + " must be at most " + v.max + " characters";
/** Email must be an e-mail address */
export const adminProblemEmailAddress = (l: Locale): string =>
  (l !== "en" && adminText(l, 726)) || "Email must be an e-mail address";
/** Enter a valid email address */
export const adminProblemEmailInvalid = (l: Locale): string =>
  (l !== "en" && adminText(l, 727)) || "Enter a valid email address";
/** Email is required */
export const adminProblemEmailRequired = (l: Locale): string =>
  (l !== "en" && adminText(l, 728)) || "Email is required";
/** There is already an account with this e-mail address. */
export const adminProblemEmailTaken = (l: Locale): string =>
  (l !== "en" && adminText(l, 729)) || "There is already an account with this e-mail address.";
/** Email is too long */
export const adminProblemEmailTooLong = (l: Locale): string =>
  (l !== "en" && adminText(l, 730)) || "Email is too long";
/** We have had many enquiries from your connection in the last hour. Please call or WhatsApp us instead. */
export const adminProblemEnquiriesFlood = (l: Locale): string =>
  (l !== "en" && adminText(l, 731)) || "We have had many enquiries from your connection in the last hour. Please call or WhatsApp us instead.";
/** Enquiries are accepted from this site's own pages only. */
export const adminProblemEnquiriesOwnPages = (l: Locale): string =>
  (l !== "en" && adminText(l, 732)) || "Enquiries are accepted from this site's own pages only.";
/** Enquiry deleted */
export const adminProblemEnquiryDeleted = (l: Locale): string =>
  (l !== "en" && adminText(l, 733)) || "Enquiry deleted";
/** The enquiry's key is malformed */
export const adminProblemEnquiryKeyMalformed = (l: Locale): string =>
  (l !== "en" && adminText(l, 734)) || "The enquiry's key is malformed";
/** Choose what the enquiry is about */
export const adminProblemEnquiryKind = (l: Locale): string =>
  (l !== "en" && adminText(l, 735)) || "Choose what the enquiry is about";
/** Enquiry not found */
export const adminProblemEnquiryNotFound = (l: Locale): string =>
  (l !== "en" && adminText(l, 736)) || "Enquiry not found";
/** The enquiry's reference is malformed */
export const adminProblemEnquiryReferenceMalformed = (l: Locale): string =>
  (l !== "en" && adminText(l, 737)) || "The enquiry's reference is malformed";
/** Enter the code from your authenticator app. */
export const adminProblemEnterAppCode = (l: Locale): string =>
  (l !== "en" && adminText(l, 738)) || "Enter the code from your authenticator app.";
/** Enter the code */
export const adminProblemEnterCode = (l: Locale): string =>
  (l !== "en" && adminText(l, 739)) || "Enter the code";
/** Enter your current password */
export const adminProblemEnterCurrentPassword = (l: Locale): string =>
  (l !== "en" && adminText(l, 740)) || "Enter your current password";
/** Please enter your email address */
export const adminProblemEnterEmail = (l: Locale): string =>
  (l !== "en" && adminText(l, 741)) || "Please enter your email address";
/** Please enter a message */
export const adminProblemEnterMessage = (l: Locale): string =>
  (l !== "en" && adminText(l, 742)) || "Please enter a message";
/** Please enter your name */
export const adminProblemEnterName = (l: Locale): string =>
  (l !== "en" && adminText(l, 743)) || "Please enter your name";
/** Enter your password */
export const adminProblemEnterPassword = (l: Locale): string =>
  (l !== "en" && adminText(l, 744)) || "Enter your password";
/** Please enter your phone number */
export const adminProblemEnterPhone = (l: Locale): string =>
  (l !== "en" && adminText(l, 745)) || "Please enter your phone number";
/** The estimator's details are required */
export const adminProblemEstimatorRequired = (l: Locale): string =>
  (l !== "en" && adminText(l, 746)) || "The estimator's details are required";
/** existing must be a JSON list of image names */
export const adminProblemExistingJson = (l: Locale): string =>
  (l !== "en" && adminText(l, 747)) || "existing must be a JSON list of image names";
/** This server meets no expectation but 100-continue. */
export const adminProblemExpect100 = (l: Locale): string =>
  (l !== "en" && adminText(l, 748)) || "This server meets no expectation but 100-continue.";
/** Give a phone number of 10 digits or an e-mail address */
export const adminProblemExportPerson = (l: Locale): string =>
  (l !== "en" && adminText(l, 749)) || "Give a phone number of 10 digits or an e-mail address";
/** {field} is too long */
export const adminProblemFieldTooLong = (l: Locale, v: { field: Value }): string =>
  (l !== "en" && adminText(l, 750, v)) || "" + v.field + " is too long";
/** "{file}" is not an image this site can use. Use a JPEG, PNG, GIF, WebP, AVIF or SVG image. */
export const adminProblemFileNotUsable = (l: Locale, v: { file: Value }): string =>
  (l !== "en" && adminText(l, 751, v)) || "\"" + v.file + "\" is not an image this site can use. Use a JPEG, PNG, GIF, WebP, AVIF or SVG image.";
/** "{file}" is not a valid image. */
export const adminProblemFileNotValid = (l: Locale, v: { file: Value }): string =>
  (l !== "en" && adminText(l, 752, v)) || "\"" + v.file + "\" is not a valid image.";
/** "{file}" has too many pixels. Use a photo of at most {megapixels} megapixels. */
export const adminProblemFilePixels = (l: Locale, v: { file: Value; megapixels: Value }): string =>
  (l !== "en" && adminText(l, 753, v)) || "\"" + v.file + "\" has too many pixels. Use a photo of at most " + v.megapixels + " megapixels.";
/** "{file}" is larger than {size} MB. Choose a smaller image. */
export const adminProblemFileTooLarge = (l: Locale, v: { file: Value; size: Value }): string =>
  (l !== "en" && adminText(l, 754, v)) || "\"" + v.file + "\" is larger than " + v.size + " MB. Choose a smaller image.";
/** "{file}" could not be read as an image. It may be damaged or incomplete. */
export const adminProblemFileUnreadable = (l: Locale, v: { file: Value }): string =>
  (l !== "en" && adminText(l, 755, v)) || "\"" + v.file + "\" could not be read as an image. It may be damaged or incomplete.";
/** Follow-up must be a date */
export const adminProblemFollowUpDate = (l: Locale): string =>
  (l !== "en" && adminText(l, 756)) || "Follow-up must be a date";
/** If an account uses that address, a link to set a new password is on its way. It works for an hour. */
export const adminProblemForgotSent = (l: Locale): string =>
  (l !== "en" && adminText(l, 757)) || "If an account uses that address, a link to set a new password is on its way. It works for an hour.";
/** The form data could not be read. */
export const adminProblemFormUnreadable = (l: Locale): string =>
  (l !== "en" && adminText(l, 758)) || "The form data could not be read.";
/** Gallery item deleted */
export const adminProblemGalleryDeleted = (l: Locale): string =>
  (l !== "en" && adminText(l, 759)) || "Gallery item deleted";
/** Gallery item not found */
export const adminProblemGalleryNotFound = (l: Locale): string =>
  (l !== "en" && adminText(l, 760)) || "Gallery item not found";
/** Something went wrong on our side. Please try again. */
export const adminProblemGeneric = (l: Locale): string =>
  (l !== "en" && adminText(l, 761)) || "Something went wrong on our side. Please try again.";
/** The request's headers or address are too large. */
export const adminProblemHeadersTooLarge = (l: Locale): string =>
  (l !== "en" && adminText(l, 762)) || "The request's headers or address are too large.";
/** The request's Host header is missing or malformed. */
export const adminProblemHostHeader = (l: Locale): string =>
  (l !== "en" && adminText(l, 763)) || "The request's Host header is missing or malformed.";
/** id must be text */
export const adminProblemIdText = (l: Locale): string =>
  (l !== "en" && adminText(l, 764)) || "id must be text";
/** imageAlts must be a JSON object of photo names and texts */
export const adminProblemImageAltsJson = (l: Locale): string =>
  (l !== "en" && adminText(l, 765)) || "imageAlts must be a JSON object of photo names and texts";
/** An image is larger than {size} MB. Choose a smaller image. */
export const adminProblemImageTooLarge = (l: Locale, v: { size: Value }): string =>
  (l !== "en" && adminText(l, 766, v)) || "An image is larger than " + v.size + " MB. Choose a smaller image.";
/** Please select at least one image. */
export const adminProblemImagesRequired = (l: Locale): string =>
  (l !== "en" && adminText(l, 767)) || "Please select at least one image.";
/** Invalid input */
export const adminProblemInvalidInput = (l: Locale): string =>
  (l !== "en" && adminText(l, 768)) || "Invalid input";
/** Invalid email or password. Please try again. */
export const adminProblemInvalidLogin = (l: Locale): string =>
  (l !== "en" && adminText(l, 769)) || "Invalid email or password. Please try again.";
/** This invitation has expired or was already used. Ask the site's owner for a new one. */
export const adminProblemInvitationGone = (l: Locale): string =>
  (l !== "en" && adminText(l, 770)) || "This invitation has expired or was already used. Ask the site's owner for a new one.";
/** Invitation withdrawn */
export const adminProblemInvitationWithdrawn = (l: Locale): string =>
  (l !== "en" && adminText(l, 771)) || "Invitation withdrawn";
/** kind must be {kinds} or {last} */
export const adminProblemKindOneOf = (l: Locale, v: { kinds: Value; last: Value }): string =>
  (l !== "en" && adminText(l, 772, v)) || "kind must be " + v.kinds + " or " + v.last;
/** {label} needs at least {min} */
export const adminProblemLabelAtLeast = (l: Locale, v: { label: Value; min: Value }): string =>
  (l !== "en" && adminText(l, 773, v)) || "" + v.label + " needs at least " + v.min;
/** {label} can have at most {max} */
export const adminProblemLabelAtMost = (l: Locale, v: { label: Value; max: Value }): string =>
  (l !== "en" && adminText(l, 774, v)) || "" + v.label + " can have at most " + v.max;
/** {label} must have exactly {count} entries */
export const adminProblemLabelExactly = (l: Locale, v: { count: Value; label: Value }): string =>
  (l !== "en" && adminText(l, 775, v)) || "" + v.label + " must have exactly " + v.count + " entries";
/** {label} must be a file, or the reference an upload answered */
export const adminProblemLabelFileOrReference = (l: Locale, v: { label: Value }): string =>
  (l !== "en" && adminText(l, 776, v)) || "" + v.label + " must be a file, or the reference an upload answered";
/** {label} must be a full https:// link */
export const adminProblemLabelHttps = (l: Locale, v: { label: Value }): string =>
  (l !== "en" && adminText(l, 777, v)) || "" + v.label + " must be a full https:// link";
/** {label} must be an image name */
export const adminProblemLabelImageName = (l: Locale, v: { label: Value }): string =>
  (l !== "en" && adminText(l, 778, v)) || "" + v.label + " must be an image name";
/** {label} must be a link */
export const adminProblemLabelLink = (l: Locale, v: { label: Value }): string =>
  (l !== "en" && adminText(l, 779, v)) || "" + v.label + " must be a link";
/** {label} must be a list */
export const adminProblemLabelList = (l: Locale, v: { label: Value }): string =>
  (l !== "en" && adminText(l, 780, v)) || "" + v.label + " must be a list";
/** {label} must be at most {max} characters */
export const adminProblemLabelMax = (l: Locale, v: { label: Value; max: Value }): string =>
  (l !== "en" && adminText(l, 781, v)) || "" + v.label + " must be at most " + v.max + " characters";
/** {label} must be at most 2,000 characters */
export const adminProblemLabelMax2000 = (l: Locale, v: { label: Value }): string =>
  (l !== "en" && adminText(l, 782, v)) || "" + v.label + " must be at most 2,000 characters";
/** {label} must be sent once, as text */
export const adminProblemLabelOnce = (l: Locale, v: { label: Value }): string =>
  (l !== "en" && adminText(l, 783, v)) || "" + v.label + " must be sent once, as text";
/** {label} must be one line of text */
export const adminProblemLabelOneLine = (l: Locale, v: { label: Value }): string =>
  (l !== "en" && adminText(l, 784, v)) || "" + v.label + " must be one line of text";
/** {label} must be one of: {values} */
export const adminProblemLabelOneOf = (l: Locale, v: { label: Value; values: Value }): string =>
  (l !== "en" && adminText(l, 785, v)) || "" + v.label + " must be one of: " + v.values;
/** {label} is required */
export const adminProblemLabelRequired = (l: Locale, v: { label: Value }): string =>
  (l !== "en" && adminText(l, 786, v)) || "" + v.label + " is required";
/** {label} must be text */
export const adminProblemLabelText = (l: Locale, v: { label: Value }): string =>
  (l !== "en" && adminText(l, 787, v)) || "" + v.label + " must be text";
/** The site needs at least one owner who can sign in. Make someone else an owner first. */
export const adminProblemLastOwner = (l: Locale): string =>
  (l !== "en" && adminText(l, 788)) || "The site needs at least one owner who can sign in. Make someone else an owner first.";
/** The request's length does not match its body. */
export const adminProblemLengthMismatch = (l: Locale): string =>
  (l !== "en" && adminText(l, 789)) || "The request's length does not match its body.";
/** limit must be a whole number from 0 to 1000 */
export const adminProblemLimitRange = (l: Locale): string =>
  (l !== "en" && adminText(l, 790)) || "limit must be a whole number from 0 to 1000";
/** The link is incomplete */
export const adminProblemLinkIncomplete = (l: Locale): string =>
  (l !== "en" && adminText(l, 791)) || "The link is incomplete";
/** Login successful */
export const adminProblemLoginSuccessful = (l: Locale): string =>
  (l !== "en" && adminText(l, 792)) || "Login successful";
/** Map embed link must be an embed link from Google Maps or OpenStreetMap */
export const adminProblemMapEmbed = (l: Locale): string =>
  (l !== "en" && adminText(l, 793)) || "Map embed link must be an embed link from Google Maps or OpenStreetMap";
/** Map is required */
export const adminProblemMapRequired = (l: Locale): string =>
  (l !== "en" && adminText(l, 794)) || "Map is required";
/** Please write a message of at most 2,000 characters. */
export const adminProblemMessageMax = (l: Locale): string =>
  (l !== "en" && adminText(l, 795)) || "Please write a message of at most 2,000 characters.";
/** Keep the name under 80 characters */
export const adminProblemNameMax80 = (l: Locale): string =>
  (l !== "en" && adminText(l, 796)) || "Keep the name under 80 characters";
/** Your name is required */
export const adminProblemNameRequired = (l: Locale): string =>
  (l !== "en" && adminText(l, 797)) || "Your name is required";
/** nearest must be a whole number from 0 to 12 */
export const adminProblemNearestRange = (l: Locale): string =>
  (l !== "en" && adminText(l, 798)) || "nearest must be a whole number from 0 to 12";
/** No account */
export const adminProblemNoAccount = (l: Locale): string =>
  (l !== "en" && adminText(l, 799)) || "No account";
/** No account by that id */
export const adminProblemNoAccountById = (l: Locale): string =>
  (l !== "en" && adminText(l, 800)) || "No account by that id";
/** No authenticator app is on. */
export const adminProblemNoAppOn = (l: Locale): string =>
  (l !== "en" && adminText(l, 801)) || "No authenticator app is on.";
/** There is no English text to translate here */
export const adminProblemNoEnglishText = (l: Locale): string =>
  (l !== "en" && adminText(l, 802)) || "There is no English text to translate here";
/** No invitation is waiting for that address */
export const adminProblemNoInvitation = (l: Locale): string =>
  (l !== "en" && adminText(l, 803)) || "No invitation is waiting for that address";
/** There is no photo at this place */
export const adminProblemNoPhotoHere = (l: Locale): string =>
  (l !== "en" && adminText(l, 804)) || "There is no photo at this place";
/** The server has no room to store this upload right now. Nothing was saved; please try again later. */
export const adminProblemNoRoom = (l: Locale): string =>
  (l !== "en" && adminText(l, 805)) || "The server has no room to store this upload right now. Nothing was saved; please try again later.";
/** No such passkey */
export const adminProblemNoSuchPasskey = (l: Locale): string =>
  (l !== "en" && adminText(l, 806)) || "No such passkey";
/** No such section of the site */
export const adminProblemNoSuchSection = (l: Locale): string =>
  (l !== "en" && adminText(l, 807)) || "No such section of the site";
/** No such upload. */
export const adminProblemNoSuchUpload = (l: Locale): string =>
  (l !== "en" && adminText(l, 808)) || "No such upload.";
/** Not a field of this item */
export const adminProblemNotAField = (l: Locale): string =>
  (l !== "en" && adminText(l, 809)) || "Not a field of this item";
/** Not a language of the site */
export const adminProblemNotALanguage = (l: Locale): string =>
  (l !== "en" && adminText(l, 810)) || "Not a language of the site";
/** Not a place of this section */
export const adminProblemNotAPlace = (l: Locale): string =>
  (l !== "en" && adminText(l, 811)) || "Not a place of this section";
/** This is not allowed. */
export const adminProblemNotAllowed = (l: Locale): string =>
  (l !== "en" && adminText(l, 812)) || "This is not allowed.";
/** That is not your current password. */
export const adminProblemNotCurrentPassword = (l: Locale): string =>
  (l !== "en" && adminText(l, 813)) || "That is not your current password.";
/** Not found */
export const adminProblemNotFound = (l: Locale): string =>
  (l !== "en" && adminText(l, 814)) || "Not found";
/** The request could not be handled. */
export const adminProblemNotHandled = (l: Locale): string =>
  (l !== "en" && adminText(l, 815)) || "The request could not be handled.";
/** Not in the trash */
export const adminProblemNotInTrash = (l: Locale): string =>
  (l !== "en" && adminText(l, 816)) || "Not in the trash";
/** A note must be at most {max} characters */
export const adminProblemNoteMax = (l: Locale, v: { max: Value }): string =>
  (l !== "en" && adminText(l, 817, v)) || "A note must be at most " + v.max + " characters";
/** {label} must be a number from {min} to {max}, with at most two decimals */
export const adminProblemNumberDecimals = (l: Locale, v: { label: Value; max: Value; min: Value }): string =>
  (l !== "en" && adminText(l, 818, v)) || "" + v.label + " must be a number from " + v.min + " to " + v.max + ", with at most two decimals";
/** Office hours must list the days from Monday to Sunday */
export const adminProblemOfficeHoursDays = (l: Locale): string =>
  (l !== "en" && adminText(l, 819)) || "Office hours must list the days from Monday to Sunday";
/** offset must be a whole number from 0 */
export const adminProblemOffsetRange = (l: Locale): string =>
  (l !== "en" && adminText(l, 820)) || "offset must be a whole number from 0";
/** Opening time must be a time such as 08:00 */
export const adminProblemOpeningTime = (l: Locale): string =>
  (l !== "en" && adminText(l, 821)) || "Opening time must be a time such as 08:00";
/** order must be arranged or newest */
export const adminProblemOrderWord = (l: Locale): string =>
  (l !== "en" && adminText(l, 822)) || "order must be arranged or newest";
/** The page is malformed */
export const adminProblemPageMalformed = (l: Locale): string =>
  (l !== "en" && adminText(l, 823)) || "The page is malformed";
/** Passkeys need the site's own address (a domain name over https). */
export const adminProblemPasskeyAddress = (l: Locale): string =>
  (l !== "en" && adminText(l, 824)) || "Passkeys need the site's own address (a domain name over https).";
/** This request has expired. Please try again. */
export const adminProblemPasskeyExpired = (l: Locale): string =>
  (l !== "en" && adminText(l, 825)) || "This request has expired. Please try again.";
/** That passkey could not sign you in. Try again, or sign in with your password. */
export const adminProblemPasskeyFailed = (l: Locale): string =>
  (l !== "en" && adminText(l, 826)) || "That passkey could not sign you in. Try again, or sign in with your password.";
/** Name the passkey (the phone or computer it is on) */
export const adminProblemPasskeyName = (l: Locale): string =>
  (l !== "en" && adminText(l, 827)) || "Name the passkey (the phone or computer it is on)";
/** Keep the name under 60 characters */
export const adminProblemPasskeyNameMax = (l: Locale): string =>
  (l !== "en" && adminText(l, 828)) || "Keep the name under 60 characters";
/** This passkey could not be added. Try another device. */
export const adminProblemPasskeyNotAdded = (l: Locale): string =>
  (l !== "en" && adminText(l, 829)) || "This passkey could not be added. Try another device.";
/** Passkey removed */
export const adminProblemPasskeyRemoved = (l: Locale): string =>
  (l !== "en" && adminText(l, 830)) || "Passkey removed";
/** Too many passkey sign-ins from your connection. Please try again later. */
export const adminProblemPasskeyTooMany = (l: Locale): string =>
  (l !== "en" && adminText(l, 831)) || "Too many passkey sign-ins from your connection. Please try again later.";
/** The passkey could not be checked. Please try again. */
export const adminProblemPasskeyUnchecked = (l: Locale): string =>
  (l !== "en" && adminText(l, 832)) || "The passkey could not be checked. Please try again.";
/** Password changed. You are signed out everywhere else. */
export const adminProblemPasswordChanged = (l: Locale): string =>
  (l !== "en" && adminText(l, 833)) || "Password changed. You are signed out everywhere else.";
/** Password is required */
export const adminProblemPasswordRequired = (l: Locale): string =>
  (l !== "en" && adminText(l, 834)) || "Password is required";
/** Your new password is set. Sign in with it. */
export const adminProblemPasswordSet = (l: Locale): string =>
  (l !== "en" && adminText(l, 835)) || "Your new password is set. Sign in with it.";
/** Use at least 10 characters */
export const adminProblemPasswordShort = (l: Locale): string =>
  (l !== "en" && adminText(l, 836)) || "Use at least 10 characters";
/** Password is too long */
export const adminProblemPasswordTooLong = (l: Locale): string =>
  (l !== "en" && adminText(l, 837)) || "Password is too long";
/** Payment stages must add up to 100% (now {total}%) */
export const adminProblemPaymentsTotal = (l: Locale, v: { total: Value }): string =>
  (l !== "en" && adminText(l, 838, v)) || "Payment stages must add up to 100% (now " + v.total + "%)";
/** Percent can have at most two decimals */
export const adminProblemPercentDecimals = (l: Locale): string =>
  (l !== "en" && adminText(l, 839)) || "Percent can have at most two decimals";
/** Percent must be at most 100 */
export const adminProblemPercentMax = (l: Locale): string =>
  (l !== "en" && adminText(l, 840)) || "Percent must be at most 100";
/** Percent must be a number */
export const adminProblemPercentNumber = (l: Locale): string =>
  (l !== "en" && adminText(l, 841)) || "Percent must be a number";
/** Percent must be more than 0 */
export const adminProblemPercentPositive = (l: Locale): string =>
  (l !== "en" && adminText(l, 842)) || "Percent must be more than 0";
/** Phone must be an Indian number of 10 digits, e.g. 98765 43210 or +91 98765 43210 */
export const adminProblemPhoneCompany = (l: Locale): string =>
  (l !== "en" && adminText(l, 843)) || "Phone must be an Indian number of 10 digits, e.g. 98765 43210 or +91 98765 43210";
/** An Indian number has 10 digits after +91, e.g. +91 98470 12345 */
export const adminProblemPhoneIndia = (l: Locale): string =>
  (l !== "en" && adminText(l, 844)) || "An Indian number has 10 digits after +91, e.g. +91 98470 12345";
/** Phone is required */
export const adminProblemPhoneRequired = (l: Locale): string =>
  (l !== "en" && adminText(l, 845)) || "Phone is required";
/** Enter a 10-digit mobile number, e.g. 98470 12345, or a number from abroad with + and its country code, e.g. +971 50 123 4567 */
export const adminProblemPhoneVisitor = (l: Locale): string =>
  (l !== "en" && adminText(l, 846)) || "Enter a 10-digit mobile number, e.g. 98470 12345, or a number from abroad with + and its country code, e.g. +971 50 123 4567";
/** The connection was lost. The photo will go on when it is back. */
export const adminProblemPhotoConnectionLost = (l: Locale): string =>
  (l !== "en" && adminText(l, 847)) || "The connection was lost. The photo will go on when it is back.";
/** The photo was sent, but the site did not say where it is. Choose it again. */
export const adminProblemPhotoNoPlace = (l: Locale): string =>
  (l !== "en" && adminText(l, 848)) || "The photo was sent, but the site did not say where it is. Choose it again.";
/** The site does not have this photo yet: send it. */
export const adminProblemPhotoNotYet = (l: Locale): string =>
  (l !== "en" && adminText(l, 849)) || "The site does not have this photo yet: send it.";
/** PIN code must be 6 digits */
export const adminProblemPinCode = (l: Locale): string =>
  (l !== "en" && adminText(l, 850)) || "PIN code must be 6 digits";
/** Project deleted */
export const adminProblemProjectDeleted = (l: Locale): string =>
  (l !== "en" && adminText(l, 851)) || "Project deleted";
/** Project not found */
export const adminProblemProjectNotFound = (l: Locale): string =>
  (l !== "en" && adminText(l, 852)) || "Project not found";
/** The publish time must be a date and time */
export const adminProblemPublishTime = (l: Locale): string =>
  (l !== "en" && adminText(l, 853)) || "The publish time must be a date and time";
/** The subscription's auth secret must be 16 bytes, base64url */
export const adminProblemPushAuth = (l: Locale): string =>
  (l !== "en" && adminText(l, 854)) || "The subscription's auth secret must be 16 bytes, base64url";
/** This device's browser has ended its subscription. Turn notifications on again. */
export const adminProblemPushEnded = (l: Locale): string =>
  (l !== "en" && adminText(l, 855)) || "This device's browser has ended its subscription. Turn notifications on again.";
/** The subscription's endpoint must be an https URL of a push service */
export const adminProblemPushEndpoint = (l: Locale): string =>
  (l !== "en" && adminText(l, 856)) || "The subscription's endpoint must be an https URL of a push service";
/** The subscription's endpoint must be a public host name */
export const adminProblemPushHost = (l: Locale): string =>
  (l !== "en" && adminText(l, 857)) || "The subscription's endpoint must be a public host name";
/** The subscription's keys are missing */
export const adminProblemPushKeysMissing = (l: Locale): string =>
  (l !== "en" && adminText(l, 858)) || "The subscription's keys are missing";
/** This browser did not start the notification service. Reload the page and try again. */
export const adminProblemPushNoService = (l: Locale): string =>
  (l !== "en" && adminText(l, 859)) || "This browser did not start the notification service. Reload the page and try again.";
/** This device is not signed up for notifications. Turn them on first. */
export const adminProblemPushNotSubscribed = (l: Locale): string =>
  (l !== "en" && adminText(l, 860)) || "This device is not signed up for notifications. Turn them on first.";
/** The browser's push service did not take the notification ({reason}). Please try again later. */
export const adminProblemPushNotTaken = (l: Locale, v: { reason: Value }): string =>
  (l !== "en" && adminText(l, 861, v)) || "The browser's push service did not take the notification (" + v.reason + "). Please try again later.";
/** The subscription's p256dh key must be a P-256 public key (65 bytes, base64url) */
export const adminProblemPushP256dh = (l: Locale): string =>
  (l !== "en" && adminText(l, 862)) || "The subscription's p256dh key must be a P-256 public key (65 bytes, base64url)";
/** The subscription's endpoint must use the https port (443) */
export const adminProblemPushPort = (l: Locale): string =>
  (l !== "en" && adminText(l, 863)) || "The subscription's endpoint must use the https port (443)";
/** The subscription's endpoint must not be a private or local address */
export const adminProblemPushPrivate = (l: Locale): string =>
  (l !== "en" && adminText(l, 864)) || "The subscription's endpoint must not be a private or local address";
/** Test notification sent. It should show on this device in a moment. */
export const adminProblemPushTestSent = (l: Locale): string =>
  (l !== "en" && adminText(l, 865)) || "Test notification sent. It should show on this device in a moment.";
/** This browser's push service could not be reached. Check the connection and try again. */
export const adminProblemPushUnreachable = (l: Locale): string =>
  (l !== "en" && adminText(l, 866)) || "This browser's push service could not be reached. Check the connection and try again.";
/** bedrooms must be one of: {choices} */
export const adminProblemQueryBedrooms = (l: Locale, v: { choices: Value }): string =>
  (l !== "en" && adminText(l, 867, v)) || "bedrooms must be one of: " + v.choices;
/** package must be the name of a package the projects have: {packages} */
export const adminProblemQueryPackage = (l: Locale, v: { packages: Value }): string =>
  (l !== "en" && adminText(l, 868, v)) || "package must be the name of a package the projects have: " + v.packages;
/** package cannot be used yet: no project names a package */
export const adminProblemQueryPackageNone = (l: Locale): string =>
  (l !== "en" && adminText(l, 869)) || "package cannot be used yet: no project names a package";
/** plot must be one of: {choices} */
export const adminProblemQueryPlot = (l: Locale, v: { choices: Value }): string =>
  (l !== "en" && adminText(l, 870, v)) || "plot must be one of: " + v.choices;
/** status must be one of: completed, ongoing */
export const adminProblemQueryStatus = (l: Locale): string =>
  (l !== "en" && adminText(l, 871)) || "status must be one of: completed, ongoing";
/** {code} rate must be at most ₹10,000 */
export const adminProblemRateMax = (l: Locale, v: { code: Value }): string =>
  (l !== "en" && adminText(l, 872, v)) || "" + v.code + " rate must be at most ₹10,000";
/** {code} rate must be more than ₹0, or empty to hide {code} */
export const adminProblemRatePositive = (l: Locale, v: { code: Value }): string =>
  (l !== "en" && adminText(l, 873, v)) || "" + v.code + " rate must be more than ₹0, or empty to hide " + v.code;
/** {code} rate must be a number of rupees, or empty to hide {code} */
export const adminProblemRateRupees = (l: Locale, v: { code: Value }): string =>
  (l !== "en" && adminText(l, 874, v)) || "" + v.code + " rate must be a number of rupees, or empty to hide " + v.code;
/** Currency rates are required */
export const adminProblemRatesRequired = (l: Locale): string =>
  (l !== "en" && adminText(l, 875)) || "Currency rates are required";
/** Rates set on must be a date */
export const adminProblemRatesSetOn = (l: Locale): string =>
  (l !== "en" && adminText(l, 876)) || "Rates set on must be a date";
/** Rating must be a number from 0 to 5, e.g. 4.8 */
export const adminProblemRatingRange = (l: Locale): string =>
  (l !== "en" && adminText(l, 877)) || "Rating must be a number from 0 to 5, e.g. 4.8";
/** Rating must be text */
export const adminProblemRatingText = (l: Locale): string =>
  (l !== "en" && adminText(l, 878)) || "Rating must be text";
/** The request is incomplete */
export const adminProblemRequestIncomplete = (l: Locale): string =>
  (l !== "en" && adminText(l, 879)) || "The request is incomplete";
/** The request took too long to arrive. */
export const adminProblemRequestTooSlow = (l: Locale): string =>
  (l !== "en" && adminText(l, 880)) || "The request took too long to arrive.";
/** The request could not be read. */
export const adminProblemRequestUnreadable = (l: Locale): string =>
  (l !== "en" && adminText(l, 881)) || "The request could not be read.";
/** requireSecondStep must be true or false */
export const adminProblemRequireTrueFalse = (l: Locale): string =>
  (l !== "en" && adminText(l, 882)) || "requireSecondStep must be true or false";
/** The site's owner requires a second step for every account, so it stays on. */
export const adminProblemRequiredByOwner = (l: Locale): string =>
  (l !== "en" && adminText(l, 883)) || "The site's owner requires a second step for every account, so it stays on.";
/** This link has expired or was already used. Ask for a new one. */
export const adminProblemResetGone = (l: Locale): string =>
  (l !== "en" && adminText(l, 884)) || "This link has expired or was already used. Ask for a new one.";
/** Too many requests for a new password from your connection. Please try again in an hour. */
export const adminProblemResetTooMany = (l: Locale): string =>
  (l !== "en" && adminText(l, 885)) || "Too many requests for a new password from your connection. Please try again in an hour.";
/** Restored */
export const adminProblemRestored = (l: Locale): string =>
  (l !== "en" && adminText(l, 886)) || "Restored";
/** Number of reviews must be text */
export const adminProblemReviewsText = (l: Locale): string =>
  (l !== "en" && adminText(l, 887)) || "Number of reviews must be text";
/** Number of reviews must be a whole number */
export const adminProblemReviewsWhole = (l: Locale): string =>
  (l !== "en" && adminText(l, 888)) || "Number of reviews must be a whole number";
/** Your role (Editor) does not allow this. Ask the site's owner if you need it. */
export const adminProblemRoleEditor = (l: Locale): string =>
  (l !== "en" && adminText(l, 889)) || "Your role (Editor) does not allow this. Ask the site's owner if you need it.";
/** Your role (Owner) does not allow this. Ask the site's owner if you need it. */
export const adminProblemRoleOwner = (l: Locale): string =>
  (l !== "en" && adminText(l, 890)) || "Your role (Owner) does not allow this. Ask the site's owner if you need it.";
/** Your role (Sales) does not allow this. Ask the site's owner if you need it. */
export const adminProblemRoleSales = (l: Locale): string =>
  (l !== "en" && adminText(l, 891)) || "Your role (Sales) does not allow this. Ask the site's owner if you need it.";
/** Send the section's content as JSON in the field content */
export const adminProblemSectionContentField = (l: Locale): string =>
  (l !== "en" && adminText(l, 892)) || "Send the section's content as JSON in the field content";
/** Please select a service */
export const adminProblemSelectService = (l: Locale): string =>
  (l !== "en" && adminText(l, 893)) || "Please select a service";
/** Send at most {max} files as {field}. */
export const adminProblemSendFilesMany = (l: Locale, v: { field: Value; max: Value }): string =>
  (l !== "en" && adminText(l, 894, v)) || "Send at most " + v.max + " files as " + v.field + ".";
/** Send at most {max} file as {field}. */
export const adminProblemSendFilesOne = (l: Locale, v: { field: Value; max: Value }): string =>
  (l !== "en" && adminText(l, 895, v)) || "Send at most " + v.max + " file as " + v.field + ".";
/** Send JSON. */
export const adminProblemSendJson = (l: Locale): string =>
  (l !== "en" && adminText(l, 896)) || "Send JSON.";
/** Send the form as multipart/form-data. */
export const adminProblemSendMultipart = (l: Locale): string =>
  (l !== "en" && adminText(l, 897)) || "Send the form as multipart/form-data.";
/** Send a role or disabled */
export const adminProblemSendRoleOrDisabled = (l: Locale): string =>
  (l !== "en" && adminText(l, 898)) || "Send a role or disabled";
/** Send the section's content */
export const adminProblemSendSectionContent = (l: Locale): string =>
  (l !== "en" && adminText(l, 899)) || "Send the section's content";
/** Send a status or a follow-up date */
export const adminProblemSendStatusOrFollowUp = (l: Locale): string =>
  (l !== "en" && adminText(l, 900)) || "Send a status or a follow-up date";
/** Your session has ended. Please sign in again. */
export const adminProblemSessionEndedSignIn = (l: Locale): string =>
  (l !== "en" && adminText(l, 901)) || "Your session has ended. Please sign in again.";
/** That session has already ended */
export const adminProblemSessionGone = (l: Locale): string =>
  (l !== "en" && adminText(l, 902)) || "That session has already ended";
/** Set up an authenticator app to finish. */
export const adminProblemSetUpAppToFinish = (l: Locale): string =>
  (l !== "en" && adminText(l, 903)) || "Set up an authenticator app to finish.";
/** Set up an authenticator app to finish signing in. */
export const adminProblemSetUpAppToSignIn = (l: Locale): string =>
  (l !== "en" && adminText(l, 904)) || "Set up an authenticator app to finish signing in.";
/** Add a photo to the about page */
export const adminProblemSetupAbout = (l: Locale): string =>
  (l !== "en" && adminText(l, 905)) || "Add a photo to the about page";
/** Your story still stands beside a demo picture: a photo of your team or office. */
export const adminProblemSetupAboutDemo = (l: Locale): string =>
  (l !== "en" && adminText(l, 906)) || "Your story still stands beside a demo picture: a photo of your team or office.";
/** A photo of your team or office beside your story. */
export const adminProblemSetupAboutPhoto = (l: Locale): string =>
  (l !== "en" && adminText(l, 907)) || "A photo of your team or office beside your story.";
/** Put your office address on the site */
export const adminProblemSetupAddress = (l: Locale): string =>
  (l !== "en" && adminText(l, 908)) || "Put your office address on the site";
/** The footer, the contact page and the map still show the sample address. */
export const adminProblemSetupAddressDetail = (l: Locale): string =>
  (l !== "en" && adminText(l, 909)) || "The footer, the contact page and the map still show the sample address.";
/** Put your e-mail address on the site */
export const adminProblemSetupEmail = (l: Locale): string =>
  (l !== "en" && adminText(l, 910)) || "Put your e-mail address on the site";
/** The contact page still shows info@example.com. */
export const adminProblemSetupEmailDetail = (l: Locale): string =>
  (l !== "en" && adminText(l, 911)) || "The contact page still shows info@example.com.";
/** Put a photo of your work on the home page */
export const adminProblemSetupHero = (l: Locale): string =>
  (l !== "en" && adminText(l, 912)) || "Put a photo of your work on the home page";
/** The first thing visitors see is still a demo picture. */
export const adminProblemSetupHeroDemo = (l: Locale): string =>
  (l !== "en" && adminText(l, 913)) || "The first thing visitors see is still a demo picture.";
/** The first thing visitors see is still a drawing. */
export const adminProblemSetupHeroDrawing = (l: Locale): string =>
  (l !== "en" && adminText(l, 914)) || "The first thing visitors see is still a drawing.";
/** Put your phone number on the site */
export const adminProblemSetupPhone = (l: Locale): string =>
  (l !== "en" && adminText(l, 915)) || "Put your phone number on the site";
/** Every page's call button still dials the sample number +91 90000 00000. */
export const adminProblemSetupPhoneDetail = (l: Locale): string =>
  (l !== "en" && adminText(l, 916)) || "Every page's call button still dials the sample number +91 90000 00000.";
/** Show your rating and where to read the reviews */
export const adminProblemSetupRating = (l: Locale): string =>
  (l !== "en" && adminText(l, 917)) || "Show your rating and where to read the reviews";
/** Your rating out of 5, the number of reviews and a link to them (Google, Facebook…). */
export const adminProblemSetupRatingDetail = (l: Locale): string =>
  (l !== "en" && adminText(l, 918)) || "Your rating out of 5, the number of reviews and a link to them (Google, Facebook…).";
/** Show your registrations */
export const adminProblemSetupRegistrations = (l: Locale): string =>
  (l !== "en" && adminText(l, 919)) || "Show your registrations";
/** Your GSTIN, RERA, licence or certificate numbers, in the footer and on the about page. */
export const adminProblemSetupRegistrationsDetail = (l: Locale): string =>
  (l !== "en" && adminText(l, 920)) || "Your GSTIN, RERA, licence or certificate numbers, in the footer and on the about page.";
/** Add photos to your services */
export const adminProblemSetupServices = (l: Locale): string =>
  (l !== "en" && adminText(l, 921)) || "Add photos to your services";
/** {count} of {total} services still show a demo picture. */
export const adminProblemSetupServicesDemo = (l: Locale, v: { count: Value; total: Value }): string =>
  (l !== "en" && adminText(l, 922, v)) || "" + v.count + " of " + v.total + " services still show a demo picture.";
/** {count} of {total} services still show a drawing. */
export const adminProblemSetupServicesDrawing = (l: Locale, v: { count: Value; total: Value }): string =>
  (l !== "en" && adminText(l, 923, v)) || "" + v.count + " of " + v.total + " services still show a drawing.";
/** {count} of {total} services still show a drawing or a demo picture. */
export const adminProblemSetupServicesMixed = (l: Locale, v: { count: Value; total: Value }): string =>
  (l !== "en" && adminText(l, 924, v)) || "" + v.count + " of " + v.total + " services still show a drawing or a demo picture.";
/** Add your social media links */
export const adminProblemSetupSocial = (l: Locale): string =>
  (l !== "en" && adminText(l, 925)) || "Add your social media links";
/** Their icons show in the footer once a link is set. */
export const adminProblemSetupSocialDetail = (l: Locale): string =>
  (l !== "en" && adminText(l, 926)) || "Their icons show in the footer once a link is set.";
/** Add photos of your team */
export const adminProblemSetupTeam = (l: Locale): string =>
  (l !== "en" && adminText(l, 927)) || "Add photos of your team";
/** {count} of {total} people on the about page still show their initials. */
export const adminProblemSetupTeamDetail = (l: Locale, v: { count: Value; total: Value }): string =>
  (l !== "en" && adminText(l, 928, v)) || "" + v.count + " of " + v.total + " people on the about page still show their initials.";
/** Set your warranty and payment schedule */
export const adminProblemSetupWarranty = (l: Locale): string =>
  (l !== "en" && adminText(l, 929)) || "Set your warranty and payment schedule";
/** The packages' warranties and the payments by stage that the estimator shows are still the samples. */
export const adminProblemSetupWarrantyDetail = (l: Locale): string =>
  (l !== "en" && adminText(l, 930)) || "The packages' warranties and the payments by stage that the estimator shows are still the samples.";
/** Set your WhatsApp number */
export const adminProblemSetupWhatsApp = (l: Locale): string =>
  (l !== "en" && adminText(l, 931)) || "Set your WhatsApp number";
/** The WhatsApp buttons still open a chat with the sample number. */
export const adminProblemSetupWhatsAppDetail = (l: Locale): string =>
  (l !== "en" && adminText(l, 932)) || "The WhatsApp buttons still open a chat with the sample number.";
/** sha256 must be 64 hexadecimal digits */
export const adminProblemSha256Digits = (l: Locale): string =>
  (l !== "en" && adminText(l, 933)) || "sha256 must be 64 hexadecimal digits";
/** sha256 must be text */
export const adminProblemSha256Text = (l: Locale): string =>
  (l !== "en" && adminText(l, 934)) || "sha256 must be text";
/** The server is shutting down. */
export const adminProblemShuttingDown = (l: Locale): string =>
  (l !== "en" && adminText(l, 935)) || "The server is shutting down.";
/** Too many sign-in attempts. Please try again in {minutes} minutes. */
export const adminProblemSignInAttemptsMany = (l: Locale, v: { minutes: Value }): string =>
  (l !== "en" && adminText(l, 936, v)) || "Too many sign-in attempts. Please try again in " + v.minutes + " minutes.";
/** Too many sign-in attempts. Please try again in {minutes} minute. */
export const adminProblemSignInAttemptsOne = (l: Locale, v: { minutes: Value }): string =>
  (l !== "en" && adminText(l, 937, v)) || "Too many sign-in attempts. Please try again in " + v.minutes + " minute.";
/** The sign-in is incomplete */
export const adminProblemSignInIncomplete = (l: Locale): string =>
  (l !== "en" && adminText(l, 938)) || "The sign-in is incomplete";
/** Please sign in to continue. */
export const adminProblemSignInToContinue = (l: Locale): string =>
  (l !== "en" && adminText(l, 939)) || "Please sign in to continue.";
/** Too many sign-ins at once. Please try again in a minute. */
export const adminProblemSignInsAtOnce = (l: Locale): string =>
  (l !== "en" && adminText(l, 940)) || "Too many sign-ins at once. Please try again in a minute.";
/** Many sign-ins are being checked right now. Please try again in a moment. */
export const adminProblemSignInsBusy = (l: Locale): string =>
  (l !== "en" && adminText(l, 941)) || "Many sign-ins are being checked right now. Please try again in a moment.";
/** Signed out */
export const adminProblemSignedOut = (l: Locale): string =>
  (l !== "en" && adminText(l, 942)) || "Signed out";
/** Signed out there */
export const adminProblemSignedOutThere = (l: Locale): string =>
  (l !== "en" && adminText(l, 943)) || "Signed out there";
/** {owner} already has this URL; choose another */
export const adminProblemSlugTaken = (l: Locale, v: { owner: Value }): string =>
  (l !== "en" && adminText(l, 944, v)) || "" + v.owner + " already has this URL; choose another";
/** Social links are required */
export const adminProblemSocialRequired = (l: Locale): string =>
  (l !== "en" && adminText(l, 945)) || "Social links are required";
/** Start again: add the app first. */
export const adminProblemStartAgain = (l: Locale): string =>
  (l !== "en" && adminText(l, 946)) || "Start again: add the app first.";
/** Status must be one of: {statuses} */
export const adminProblemStatusOneOf = (l: Locale, v: { statuses: Value }): string =>
  (l !== "en" && adminText(l, 947, v)) || "Status must be one of: " + v.statuses;
/** Send the template's name and text */
export const adminProblemTemplateBody = (l: Locale): string =>
  (l !== "en" && adminText(l, 948)) || "Send the template's name and text";
/** Template deleted */
export const adminProblemTemplateDeleted = (l: Locale): string =>
  (l !== "en" && adminText(l, 949)) || "Template deleted";
/** Give the template a name */
export const adminProblemTemplateName = (l: Locale): string =>
  (l !== "en" && adminText(l, 950)) || "Give the template a name";
/** A template's name must be one line of text */
export const adminProblemTemplateNameLine = (l: Locale): string =>
  (l !== "en" && adminText(l, 951)) || "A template's name must be one line of text";
/** A template's name must be at most 60 characters */
export const adminProblemTemplateNameMax = (l: Locale): string =>
  (l !== "en" && adminText(l, 952)) || "A template's name must be at most 60 characters";
/** Another template already has this name */
export const adminProblemTemplateNameTaken = (l: Locale): string =>
  (l !== "en" && adminText(l, 953)) || "Another template already has this name";
/** Template not found */
export const adminProblemTemplateNotFound = (l: Locale): string =>
  (l !== "en" && adminText(l, 954)) || "Template not found";
/** {unknown} are not placeholders: use {name}, {reference} or {company} */
export const adminProblemTemplatePlaceholderMany = (l: Locale, v: { company: Value; name: Value; reference: Value; unknown: Value }): string =>
  (l !== "en" && adminText(l, 955, v)) || "" + v.unknown + " are not placeholders: use " + v.name + ", " + v.reference + " or " + v.company;
/** {unknown} is not a placeholder: use {name}, {reference} or {company} */
export const adminProblemTemplatePlaceholderOne = (l: Locale, v: { company: Value; name: Value; reference: Value; unknown: Value }): string =>
  (l !== "en" && adminText(l, 956, v)) || "" + v.unknown + " is not a placeholder: use " + v.name + ", " + v.reference + " or " + v.company;
/** A template's message must be at most {max} characters */
export const adminProblemTemplateTextMax = (l: Locale, v: { max: Value }): string =>
  (l !== "en" && adminText(l, 957, v)) || "A template's message must be at most " + v.max + " characters";
/** You can keep up to 20 templates: delete one you no longer use first */
export const adminProblemTemplateTooMany = (l: Locale): string =>
  (l !== "en" && adminText(l, 958)) || "You can keep up to 20 templates: delete one you no longer use first";
/** texts must be an object of field names and their texts */
export const adminProblemTextsObject = (l: Locale): string =>
  (l !== "en" && adminText(l, 959)) || "texts must be an object of field names and their texts";
/** Their authenticator app is off. */
export const adminProblemTheirAppOff = (l: Locale): string =>
  (l !== "en" && adminText(l, 960)) || "Their authenticator app is off.";
/** This sign-in has expired. Please sign in again. */
export const adminProblemTicketGone = (l: Locale): string =>
  (l !== "en" && adminText(l, 961)) || "This sign-in has expired. Please sign in again.";
/** The time zone is malformed */
export const adminProblemTimeZoneMalformed = (l: Locale): string =>
  (l !== "en" && adminText(l, 962)) || "The time zone is malformed";
/** Title is required */
export const adminProblemTitleRequired = (l: Locale): string =>
  (l !== "en" && adminText(l, 963)) || "Title is required";
/** Too many form fields: at most 200 are accepted. */
export const adminProblemTooManyFields = (l: Locale): string =>
  (l !== "en" && adminText(l, 964)) || "Too many form fields: at most 200 are accepted.";
/** Too many files: at most 30 images can be sent at once. */
export const adminProblemTooManyFiles = (l: Locale): string =>
  (l !== "en" && adminText(l, 965)) || "Too many files: at most 30 images can be sent at once.";
/** Too many form parts: at most 400 are accepted. */
export const adminProblemTooManyParts = (l: Locale): string =>
  (l !== "en" && adminText(l, 966)) || "Too many form parts: at most 400 are accepted.";
/** A translation is text */
export const adminProblemTranslationText = (l: Locale): string =>
  (l !== "en" && adminText(l, 967)) || "A translation is text";
/** Turn on an authenticator app first. */
export const adminProblemTurnOnAppFirst = (l: Locale): string =>
  (l !== "en" && adminText(l, 968)) || "Turn on an authenticator app first.";
/** Turn on two-step sign-in for your own account first (Your account), so that you are not signed out. */
export const adminProblemTurnOnOwnFirst = (l: Locale): string =>
  (l !== "en" && adminText(l, 969)) || "Turn on two-step sign-in for your own account first (Your account), so that you are not signed out.";
/** Unexpected file field "{field}" */
export const adminProblemUnexpectedFile = (l: Locale, v: { field: Value }): string =>
  (l !== "en" && adminText(l, 970, v)) || "Unexpected file field \"" + v.field + "\"";
/** Make the upload first, then send the photo's bytes with PATCH. */
export const adminProblemUploadBytesByPatch = (l: Locale): string =>
  (l !== "en" && adminText(l, 971)) || "Make the upload first, then send the photo's bytes with PATCH.";
/** The upload was cancelled. */
export const adminProblemUploadCancelled = (l: Locale): string =>
  (l !== "en" && adminText(l, 972)) || "The upload was cancelled.";
/** This photo's upload has expired or is not yours. Choose the photo again. */
export const adminProblemUploadGone = (l: Locale): string =>
  (l !== "en" && adminText(l, 973)) || "This photo's upload has expired or is not yours. Choose the photo again.";
/** This photo came in too many pieces. Choose it again. */
export const adminProblemUploadTooManyPieces = (l: Locale): string =>
  (l !== "en" && adminText(l, 974)) || "This photo came in too many pieces. Choose it again.";
/** Too many photos are on their way at once. Wait for some to finish, then add the rest. */
export const adminProblemUploadsTooMany = (l: Locale): string =>
  (l !== "en" && adminText(l, 975)) || "Too many photos are on their way at once. Wait for some to finish, then add the rest.";
/** The URL must have letters or digits (a to z, 0 to 9) */
export const adminProblemUrlLetters = (l: Locale): string =>
  (l !== "en" && adminText(l, 976)) || "The URL must have letters or digits (a to z, 0 to 9)";
/** The URL must be at most 200 characters */
export const adminProblemUrlMax = (l: Locale): string =>
  (l !== "en" && adminText(l, 977)) || "The URL must be at most 200 characters";
/** That version is no longer kept */
export const adminProblemVersionGone = (l: Locale): string =>
  (l !== "en" && adminText(l, 978)) || "That version is no longer kept";
/** Version not found */
export const adminProblemVersionNotFound = (l: Locale): string =>
  (l !== "en" && adminText(l, 979)) || "Version not found";
/** We are closed that day: choose another date */
export const adminProblemVisitClosed = (l: Locale): string =>
  (l !== "en" && adminText(l, 980)) || "We are closed that day: choose another date";
/** Choose a date for the visit */
export const adminProblemVisitDate = (l: Locale): string =>
  (l !== "en" && adminText(l, 981)) || "Choose a date for the visit";
/** Choose a date from today on */
export const adminProblemVisitFromToday = (l: Locale): string =>
  (l !== "en" && adminText(l, 982)) || "Choose a date from today on";
/** That time has passed: choose a later one */
export const adminProblemVisitPassed = (l: Locale): string =>
  (l !== "en" && adminText(l, 983)) || "That time has passed: choose a later one";
/** Choose a time for the visit */
export const adminProblemVisitTime = (l: Locale): string =>
  (l !== "en" && adminText(l, 984)) || "Choose a time for the visit";
/** Choose a date within the next 90 days */
export const adminProblemVisitWithin = (l: Locale): string =>
  (l !== "en" && adminText(l, 985)) || "Choose a date within the next 90 days";
/** Welcome */
export const adminProblemWelcome = (l: Locale): string =>
  (l !== "en" && adminText(l, 986)) || "Welcome";
/** WhatsApp number must be a 10-digit mobile number, e.g. 98765 43210, or a number from abroad with + and its country code, e.g. +971 50 123 4567 */
export const adminProblemWhatsAppNumber = (l: Locale): string =>
  (l !== "en" && adminText(l, 987)) || "WhatsApp number must be a 10-digit mobile number, e.g. 98765 43210, or a number from abroad with + and its country code, e.g. +971 50 123 4567";
/** WhatsApp number is required */
export const adminProblemWhatsAppRequired = (l: Locale): string =>
  (l !== "en" && adminText(l, 988)) || "WhatsApp number is required";
/** {label} must be a whole number from {min} to {max} */
export const adminProblemWholeNumber = (l: Locale, v: { label: Value; max: Value; min: Value }): string =>
  (l !== "en" && adminText(l, 989, v)) || "" + v.label + " must be a whole number from " + v.min + " to " + v.max;
/** Write the message */
export const adminProblemWriteMessage = (l: Locale): string =>
  (l !== "en" && adminText(l, 990)) || "Write the message";
/** Write the note */
export const adminProblemWriteNote = (l: Locale): string =>
  (l !== "en" && adminText(l, 991)) || "Write the note";
/** That code is not right. Check the app (or the recovery code) and try again. */
export const adminProblemWrongCode = (l: Locale): string =>
  (l !== "en" && adminText(l, 992)) || "That code is not right. Check the app (or the recovery code) and try again.";
/** Too many wrong codes. Please try again in {minutes} minutes. */
export const adminProblemWrongCodesMany = (l: Locale, v: { minutes: Value }): string =>
  (l !== "en" && adminText(l, 993, v)) || "Too many wrong codes. Please try again in " + v.minutes + " minutes.";
/** Too many wrong codes. Please try again in {minutes} minute. */
export const adminProblemWrongCodesOne = (l: Locale, v: { minutes: Value }): string =>
  (l !== "en" && adminText(l, 994, v)) || "Too many wrong codes. Please try again in " + v.minutes + " minute.";
/** Year founded must be a year */
export const adminProblemYearFounded = (l: Locale): string =>
  (l !== "en" && adminText(l, 995)) || "Year founded must be a year";
/** Year must be a year */
export const adminProblemYearIsYear = (l: Locale): string =>
  (l !== "en" && adminText(l, 996)) || "Year must be a year";
/** Already joined? Sign in with your e-mail address and password. */
export const adminSignInAlreadyJoined = (l: Locale): string =>
  (l !== "en" && adminText(l, 997)) || "Already joined? Sign in with your e-mail address and password.";
/** Open your authenticator app and enter the 6-digit code it shows for this site. */
export const adminSignInAppIntro = (l: Locale): string =>
  (l !== "en" && adminText(l, 998)) || "Open your authenticator app and enter the 6-digit code it shows for this site.";
/** Ask for a new link */
export const adminSignInAskNewLink = (l: Locale): string =>
  (l !== "en" && adminText(l, 999)) || "Ask for a new link";
/** Back to Login */
export const adminSignInBackToLogin = (l: Locale): string =>
  (l !== "en" && adminText(l, 1000)) || "Back to Login";
/** Check your e-mail */
export const adminSignInCheckEmail = (l: Locale): string =>
  (l !== "en" && adminText(l, 1001)) || "Check your e-mail";
/** Checking... */
export const adminSignInChecking = (l: Locale): string =>
  (l !== "en" && adminText(l, 1002)) || "Checking...";
/** Checking the invitation… */
export const adminSignInCheckingInvitation = (l: Locale): string =>
  (l !== "en" && adminText(l, 1003)) || "Checking the invitation…";
/** Checking the link… */
export const adminSignInCheckingLink = (l: Locale): string =>
  (l !== "en" && adminText(l, 1004)) || "Checking the link…";
/** Choose a password */
export const adminSignInChoosePassword = (l: Locale): string =>
  (l !== "en" && adminText(l, 1005)) || "Choose a password";
/** Confirm new password */
export const adminSignInConfirmNewPassword = (l: Locale): string =>
  (l !== "en" && adminText(l, 1006)) || "Confirm new password";
/** Confirm password */
export const adminSignInConfirmPassword = (l: Locale): string =>
  (l !== "en" && adminText(l, 1007)) || "Confirm password";
/** Copied. */
export const adminSignInCopied = (l: Locale): string =>
  (l !== "en" && adminText(l, 1008)) || "Copied.";
/** Copy the codes */
export const adminSignInCopyCodes = (l: Locale): string =>
  (l !== "en" && adminText(l, 1009)) || "Copy the codes";
/** Email address */
export const adminSignInEmail = (l: Locale): string =>
  (l !== "en" && adminText(l, 1010)) || "Email address";
/** Enter the 6-digit code from the app. */
export const adminSignInEnterAppCode = (l: Locale): string =>
  (l !== "en" && adminText(l, 1011)) || "Enter the 6-digit code from the app.";
/** Enter your email address */
export const adminSignInEnterEmail = (l: Locale): string =>
  (l !== "en" && adminText(l, 1012)) || "Enter your email address";
/** Enter one of your recovery codes. */
export const adminSignInEnterRecoveryCode = (l: Locale): string =>
  (l !== "en" && adminText(l, 1013)) || "Enter one of your recovery codes.";
/** Forgot your password? */
export const adminSignInForgotHeading = (l: Locale): string =>
  (l !== "en" && adminText(l, 1014)) || "Forgot your password?";
/** Enter the email address you sign in with, and we will send you a link to set a new password. */
export const adminSignInForgotIntro = (l: Locale): string =>
  (l !== "en" && adminText(l, 1015)) || "Enter the email address you sign in with, and we will send you a link to set a new password.";
/** Forgot password? */
export const adminSignInForgotLink = (l: Locale): string =>
  (l !== "en" && adminText(l, 1016)) || "Forgot password?";
/** Forgot password */
export const adminSignInForgotTitle = (l: Locale): string =>
  (l !== "en" && adminText(l, 1017)) || "Forgot password";
/** Go to Login */
export const adminSignInGoToLogin = (l: Locale): string =>
  (l !== "en" && adminText(l, 1018)) || "Go to Login";
/** Go to the login page */
export const adminSignInGoToLoginPage = (l: Locale): string =>
  (l !== "en" && adminText(l, 1019)) || "Go to the login page";
/** Hide passwords */
export const adminSignInHidePasswords = (l: Locale): string =>
  (l !== "en" && adminText(l, 1020)) || "Hide passwords";
/** This link is incomplete */
export const adminSignInIncompleteTitle = (l: Locale): string =>
  (l !== "en" && adminText(l, 1021)) || "This link is incomplete";
/** Invalid email or password. Please try again. */
export const adminSignInInvalidLogin = (l: Locale): string =>
  (l !== "en" && adminText(l, 1022)) || "Invalid email or password. Please try again.";
/** This invitation has expired or was already used. Ask the site's owner for a new invitation. */
export const adminSignInInvitationGone = (l: Locale): string =>
  (l !== "en" && adminText(l, 1023)) || "This invitation has expired or was already used. Ask the site's owner for a new invitation.";
/** This invitation no longer works */
export const adminSignInInvitationGoneTitle = (l: Locale): string =>
  (l !== "en" && adminText(l, 1024)) || "This invitation no longer works";
/** Part of the invitation's link is missing. Open it again from the message it came in, or copy all of it into the address bar. */
export const adminSignInInvitationIncomplete = (l: Locale): string =>
  (l !== "en" && adminText(l, 1025)) || "Part of the invitation's link is missing. Open it again from the message it came in, or copy all of it into the address bar.";
/** The invitation could not be checked */
export const adminSignInInvitationUnchecked = (l: Locale): string =>
  (l !== "en" && adminText(l, 1026)) || "The invitation could not be checked";
/** You were invited as {email}. This is the address you will sign in with. */
export const adminSignInInvitedAs = (l: Locale, v: { email: Value }): string =>
  (l !== "en" && adminText(l, 1027, v)) || "You were invited as " + v.email + ". This is the address you will sign in with.";
/** Join */
export const adminSignInJoin = (l: Locale): string =>
  (l !== "en" && adminText(l, 1028)) || "Join";
/** Join {site} website as {role} */
export const adminSignInJoinAs = (l: Locale, v: { role: Value; site: Value }): string =>
  (l !== "en" && adminText(l, 1029, v)) || "Join " + v.site + " website as " + v.role;
/** You could not join. Please try again. */
export const adminSignInJoinFailed = (l: Locale): string =>
  (l !== "en" && adminText(l, 1030)) || "You could not join. Please try again.";
/** Join the team */
export const adminSignInJoinTitle = (l: Locale): string =>
  (l !== "en" && adminText(l, 1031)) || "Join the team";
/** Joining... */
export const adminSignInJoining = (l: Locale): string =>
  (l !== "en" && adminText(l, 1032)) || "Joining...";
/** I have kept them: continue */
export const adminSignInKeptThem = (l: Locale): string =>
  (l !== "en" && adminText(l, 1033)) || "I have kept them: continue";
/** This link no longer works */
export const adminSignInLinkGoneTitle = (l: Locale): string =>
  (l !== "en" && adminText(l, 1034)) || "This link no longer works";
/** Part of the link is missing. Open it again from your e-mail, or copy all of it into the address bar. */
export const adminSignInLinkIncomplete = (l: Locale): string =>
  (l !== "en" && adminText(l, 1035)) || "Part of the link is missing. Open it again from your e-mail, or copy all of it into the address bar.";
/** If an account uses that address, a link to set a new password is on its way. */
export const adminSignInLinkOnItsWay = (l: Locale): string =>
  (l !== "en" && adminText(l, 1036)) || "If an account uses that address, a link to set a new password is on its way.";
/** The link could not be checked */
export const adminSignInLinkUnchecked = (l: Locale): string =>
  (l !== "en" && adminText(l, 1037)) || "The link could not be checked";
/** Logging in... */
export const adminSignInLoggingIn = (l: Locale): string =>
  (l !== "en" && adminText(l, 1038)) || "Logging in...";
/** Login */
export const adminSignInLoginTitle = (l: Locale): string =>
  (l !== "en" && adminText(l, 1039)) || "Login";
/** Lost your phone? Use a recovery code */
export const adminSignInLostPhone = (l: Locale): string =>
  (l !== "en" && adminText(l, 1040)) || "Lost your phone? Use a recovery code";
/** Sign in to manage the {site} website. */
export const adminSignInManage = (l: Locale, v: { site: Value }): string =>
  (l !== "en" && adminText(l, 1041, v)) || "Sign in to manage the " + v.site + " website.";
/** How the rest of the team sees you. */
export const adminSignInNameHint = (l: Locale): string =>
  (l !== "en" && adminText(l, 1042)) || "How the rest of the team sees you.";
/** Your name is required */
export const adminSignInNameRequired = (l: Locale): string =>
  (l !== "en" && adminText(l, 1043)) || "Your name is required";
/** Keep the name under 80 characters */
export const adminSignInNameTooLong = (l: Locale): string =>
  (l !== "en" && adminText(l, 1044)) || "Keep the name under 80 characters";
/** New password */
export const adminSignInNewPassword = (l: Locale): string =>
  (l !== "en" && adminText(l, 1045)) || "New password";
/** No e-mail can go from this website, so no link is on its way. Ask the site's owner: they can make a link to set a new password for any account, in the admin area under Accounts. */
export const adminSignInNoMailText = (l: Locale): string =>
  (l !== "en" && adminText(l, 1046)) || "No e-mail can go from this website, so no link is on its way. Ask the site's owner: they can make a link to set a new password for any account, in the admin area under Accounts.";
/** This site cannot send e-mail */
export const adminSignInNoMailTitle = (l: Locale): string =>
  (l !== "en" && adminText(l, 1047)) || "This site cannot send e-mail";
/** No passkey was used. Try again, or sign in with your password. */
export const adminSignInNoPasskeyUsed = (l: Locale): string =>
  (l !== "en" && adminText(l, 1048)) || "No passkey was used. Try again, or sign in with your password.";
/** Nothing after a few minutes? Look in the spam folder, or ask again. */
export const adminSignInNothingYet = (l: Locale): string =>
  (l !== "en" && adminText(l, 1049)) || "Nothing after a few minutes? Look in the spam folder, or ask again.";
/** On this phone: open the authenticator app */
export const adminSignInOpenApp = (l: Locale): string =>
  (l !== "en" && adminText(l, 1050)) || "On this phone: open the authenticator app";
/** The site's owner asks every account for a second step. Add this site to an authenticator app (Google Authenticator, Microsoft Authenticator, 1Password…): */
export const adminSignInOwnerAsks = (l: Locale): string =>
  (l !== "en" && adminText(l, 1051)) || "The site's owner asks every account for a second step. Add this site to an authenticator app (Google Authenticator, Microsoft Authenticator, 1Password…):";
/** Password */
export const adminSignInPassword = (l: Locale): string =>
  (l !== "en" && adminText(l, 1052)) || "Password";
/** At least {count} characters. A few words you will remember make a good one. */
export const adminSignInPasswordHint = (l: Locale, v: { count: Value }): string =>
  (l !== "en" && adminText(l, 1053, v)) || "At least " + v.count + " characters. A few words you will remember make a good one.";
/** The password was not set. Please try again. */
export const adminSignInPasswordNotSet = (l: Locale): string =>
  (l !== "en" && adminText(l, 1054)) || "The password was not set. Please try again.";
/** Your new password is set. Sign in with it. */
export const adminSignInPasswordSet = (l: Locale): string =>
  (l !== "en" && adminText(l, 1055)) || "Your new password is set. Sign in with it.";
/** Use at least {count} characters */
export const adminSignInPasswordTooShort = (l: Locale, v: { count: Value }): string =>
  (l !== "en" && adminText(l, 1056, v)) || "Use at least " + v.count + " characters";
/** The two passwords are not the same */
export const adminSignInPasswordsDiffer = (l: Locale): string =>
  (l !== "en" && adminText(l, 1057)) || "The two passwords are not the same";
/** Preparing your key… */
export const adminSignInPreparingKey = (l: Locale): string =>
  (l !== "en" && adminText(l, 1058)) || "Preparing your key…";
/** QR code to scan with your authenticator app */
export const adminSignInQrAlt = (l: Locale): string =>
  (l !== "en" && adminText(l, 1059)) || "QR code to scan with your authenticator app";
/** Recovery code */
export const adminSignInRecoveryCode = (l: Locale): string =>
  (l !== "en" && adminText(l, 1060)) || "Recovery code";
/** Recovery codes */
export const adminSignInRecoveryCodes = (l: Locale): string =>
  (l !== "en" && adminText(l, 1061)) || "Recovery codes";
/** Enter one of the recovery codes you kept when you turned on two-step sign-in. */
export const adminSignInRecoveryIntro = (l: Locale): string =>
  (l !== "en" && adminText(l, 1062)) || "Enter one of the recovery codes you kept when you turned on two-step sign-in.";
/** If you lose your phone, each of these codes signs you in once instead of the app. Keep them somewhere safe, away from the phone: they are shown only now. */
export const adminSignInRecoveryText = (l: Locale): string =>
  (l !== "en" && adminText(l, 1063)) || "If you lose your phone, each of these codes signs you in once instead of the app. Keep them somewhere safe, away from the phone: they are shown only now.";
/** Your recovery codes */
export const adminSignInRecoveryTitle = (l: Locale): string =>
  (l !== "en" && adminText(l, 1064)) || "Your recovery codes";
/** This link has expired or was already used. Ask for a new one. */
export const adminSignInResetGone = (l: Locale): string =>
  (l !== "en" && adminText(l, 1065)) || "This link has expired or was already used. Ask for a new one.";
/** Set a new password for {email}. You will then sign in with it; every device still signed in is signed out, and your passkeys are removed (add them again from Your account). */
export const adminSignInResetIntro = (l: Locale, v: { email: Value }): string =>
  (l !== "en" && adminText(l, 1066, v)) || "Set a new password for " + v.email + ". You will then sign in with it; every device still signed in is signed out, and your passkeys are removed (add them again from Your account).";
/** Set a new password */
export const adminSignInResetTitle = (l: Locale): string =>
  (l !== "en" && adminText(l, 1067)) || "Set a new password";
/** Saving... */
export const adminSignInSaving = (l: Locale): string =>
  (l !== "en" && adminText(l, 1068)) || "Saving...";
/** Select the codes above and copy them. */
export const adminSignInSelectCodes = (l: Locale): string =>
  (l !== "en" && adminText(l, 1069)) || "Select the codes above and copy them.";
/** Send me a link */
export const adminSignInSendLink = (l: Locale): string =>
  (l !== "en" && adminText(l, 1070)) || "Send me a link";
/** Sending... */
export const adminSignInSending = (l: Locale): string =>
  (l !== "en" && adminText(l, 1071)) || "Sending...";
/** This also signs out every device that is still signed in. */
export const adminSignInServerSignsOut = (l: Locale): string =>
  (l !== "en" && adminText(l, 1072)) || "This also signs out every device that is still signed in.";
/** A password can also be set there, in the website's folder, with: */
export const adminSignInServerText = (l: Locale): string =>
  (l !== "en" && adminText(l, 1073)) || "A password can also be set there, in the website's folder, with:";
/** For whoever looks after the website's server */
export const adminSignInServerTitle = (l: Locale): string =>
  (l !== "en" && adminText(l, 1074)) || "For whoever looks after the website's server";
/** Set new password */
export const adminSignInSetPassword = (l: Locale): string =>
  (l !== "en" && adminText(l, 1075)) || "Set new password";
/** Show passwords */
export const adminSignInShowPasswords = (l: Locale): string =>
  (l !== "en" && adminText(l, 1076)) || "Show passwords";
/** Sign In */
export const adminSignInSignIn = (l: Locale): string =>
  (l !== "en" && adminText(l, 1077)) || "Sign In";
/** Sign in again */
export const adminSignInSignInAgain = (l: Locale): string =>
  (l !== "en" && adminText(l, 1078)) || "Sign in again";
/** 6-digit code */
export const adminSignInSixDigitCode = (l: Locale): string =>
  (l !== "en" && adminText(l, 1079)) || "6-digit code";
/** Something went wrong. Please try again. */
export const adminSignInSomethingWrong = (l: Locale): string =>
  (l !== "en" && adminText(l, 1080)) || "Something went wrong. Please try again.";
/** Start by signing in with your e-mail address and password. */
export const adminSignInStartWithPassword = (l: Locale): string =>
  (l !== "en" && adminText(l, 1081)) || "Start by signing in with your e-mail address and password.";
/** the site */
export const adminSignInTheSite = (l: Locale): string =>
  (l !== "en" && adminText(l, 1082)) || "the site";
/** Then enter the 6-digit code it shows. */
export const adminSignInThenEnterCode = (l: Locale): string =>
  (l !== "en" && adminText(l, 1083)) || "Then enter the 6-digit code it shows.";
/** Too many sign-in attempts. Please wait a few minutes and try again. */
export const adminSignInTooManyAttempts = (l: Locale): string =>
  (l !== "en" && adminText(l, 1084)) || "Too many sign-in attempts. Please wait a few minutes and try again.";
/** Too many sign-in attempts. Please wait {count} minutes and try again. */
export const adminSignInTooManyAttemptsMany = (l: Locale, v: { count: Value }): string =>
  (l !== "en" && adminText(l, 1085, v)) || "Too many sign-in attempts. Please wait " + v.count + " minutes and try again.";
/** Too many sign-in attempts. Please wait {count} minute and try again. */
export const adminSignInTooManyAttemptsOne = (l: Locale, v: { count: Value }): string =>
  (l !== "en" && adminText(l, 1086, v)) || "Too many sign-in attempts. Please wait " + v.count + " minute and try again.";
/** Too many requests. Please wait a while and try again. */
export const adminSignInTooManyRequests = (l: Locale): string =>
  (l !== "en" && adminText(l, 1087)) || "Too many requests. Please wait a while and try again.";
/** Too many requests. Please wait {count} minutes and try again. */
export const adminSignInTooManyRequestsMany = (l: Locale, v: { count: Value }): string =>
  (l !== "en" && adminText(l, 1088, v)) || "Too many requests. Please wait " + v.count + " minutes and try again.";
/** Too many requests. Please wait {count} minute and try again. */
export const adminSignInTooManyRequestsOne = (l: Locale, v: { count: Value }): string =>
  (l !== "en" && adminText(l, 1089, v)) || "Too many requests. Please wait " + v.count + " minute and try again.";
/** Try again */
export const adminSignInTryAgain = (l: Locale): string =>
  (l !== "en" && adminText(l, 1090)) || "Try again";
/** Two-step sign-in */
export const adminSignInTwoStepTitle = (l: Locale): string =>
  (l !== "en" && adminText(l, 1091)) || "Two-step sign-in";
/** Or type this key into the app: */
export const adminSignInTypeKey = (l: Locale): string =>
  (l !== "en" && adminText(l, 1092)) || "Or type this key into the app:";
/** Use the authenticator app instead */
export const adminSignInUseApp = (l: Locale): string =>
  (l !== "en" && adminText(l, 1093)) || "Use the authenticator app instead";
/** Use a passkey */
export const adminSignInUsePasskey = (l: Locale): string =>
  (l !== "en" && adminText(l, 1094)) || "Use a passkey";
/** Verify */
export const adminSignInVerify = (l: Locale): string =>
  (l !== "en" && adminText(l, 1095)) || "Verify";
/** Waiting for your passkey... */
export const adminSignInWaitingPasskey = (l: Locale): string =>
  (l !== "en" && adminText(l, 1096)) || "Waiting for your passkey...";
/** Welcome Back */
export const adminSignInWelcome = (l: Locale): string =>
  (l !== "en" && adminText(l, 1097)) || "Welcome Back";
/** Your name */
export const adminSignInYourName = (l: Locale): string =>
  (l !== "en" && adminText(l, 1098)) || "Your name";
/** Who you are: the about page's story, its milestones and the people visitors will meet. */
export const adminSiteAboutIntro = (l: Locale): string =>
  (l !== "en" && adminText(l, 1099)) || "Who you are: the about page's story, its milestones and the people visitors will meet.";
/** team member */
export const adminSiteAboutMember = (l: Locale): string =>
  (l !== "en" && adminText(l, 1100)) || "team member";
/** team members */
export const adminSiteAboutMemberMany = (l: Locale): string =>
  (l !== "en" && adminText(l, 1101)) || "team members";
/** Team member {n} */
export const adminSiteAboutMemberNumbered = (l: Locale, v: { n: Value }): string =>
  (l !== "en" && adminText(l, 1102, v)) || "Team member " + v.n;
/** Qualification */
export const adminSiteAboutMemberQualification = (l: Locale): string =>
  (l !== "en" && adminText(l, 1103)) || "Qualification";
/** milestone */
export const adminSiteAboutMilestone = (l: Locale): string =>
  (l !== "en" && adminText(l, 1104)) || "milestone";
/** milestones */
export const adminSiteAboutMilestoneMany = (l: Locale): string =>
  (l !== "en" && adminText(l, 1105)) || "milestones";
/** Milestone {n} */
export const adminSiteAboutMilestoneNumbered = (l: Locale, v: { n: Value }): string =>
  (l !== "en" && adminText(l, 1106, v)) || "Milestone " + v.n;
/** Milestone text */
export const adminSiteAboutMilestoneText = (l: Locale): string =>
  (l !== "en" && adminText(l, 1107)) || "Milestone text";
/** Milestone */
export const adminSiteAboutMilestoneTitle = (l: Locale): string =>
  (l !== "en" && adminText(l, 1108)) || "Milestone";
/** Year */
export const adminSiteAboutMilestoneYear = (l: Locale): string =>
  (l !== "en" && adminText(l, 1109)) || "Year";
/** Mission */
export const adminSiteAboutMission = (l: Locale): string =>
  (l !== "en" && adminText(l, 1110)) || "Mission";
/** About photo */
export const adminSiteAboutPhoto = (l: Locale): string =>
  (l !== "en" && adminText(l, 1111)) || "About photo";
/** Your team at work or your office, shown beside the story. */
export const adminSiteAboutPhotoHint = (l: Locale): string =>
  (l !== "en" && adminText(l, 1112)) || "Your team at work or your office, shown beside the story.";
/** The story stands alone. */
export const adminSiteAboutPhotoNone = (l: Locale): string =>
  (l !== "en" && adminText(l, 1113)) || "The story stands alone.";
/** Story */
export const adminSiteAboutStory = (l: Locale): string =>
  (l !== "en" && adminText(l, 1114)) || "Story";
/** Paragraphs separated by an empty line (up to 6). */
export const adminSiteAboutStoryHint = (l: Locale): string =>
  (l !== "en" && adminText(l, 1115)) || "Paragraphs separated by an empty line (up to 6).";
/** Team */
export const adminSiteAboutTeam = (l: Locale): string =>
  (l !== "en" && adminText(l, 1116)) || "Team";
/** The people on the about page; without a photo a person shows their initials. */
export const adminSiteAboutTeamHint = (l: Locale): string =>
  (l !== "en" && adminText(l, 1117)) || "The people on the about page; without a photo a person shows their initials.";
/** Timeline */
export const adminSiteAboutTimeline = (l: Locale): string =>
  (l !== "en" && adminText(l, 1118)) || "Timeline";
/** Milestones in the order the about page lists them. */
export const adminSiteAboutTimelineHint = (l: Locale): string =>
  (l !== "en" && adminText(l, 1119)) || "Milestones in the order the about page lists them.";
/** Vision */
export const adminSiteAboutVision = (l: Locale): string =>
  (l !== "en" && adminText(l, 1120)) || "Vision";
/** Answer */
export const adminSiteAbroadAnswer = (l: Locale): string =>
  (l !== "en" && adminText(l, 1121)) || "Answer";
/** Note under the call times */
export const adminSiteAbroadCallNote = (l: Locale): string =>
  (l !== "en" && adminText(l, 1122)) || "Note under the call times";
/** For visitors who cannot call in those hours. Leave it empty to show none. */
export const adminSiteAbroadCallNoteHint = (l: Locale): string =>
  (l !== "en" && adminText(l, 1123)) || "For visitors who cannot call in those hours. Leave it empty to show none.";
/** Call times */
export const adminSiteAbroadCallTimes = (l: Locale): string =>
  (l !== "en" && adminText(l, 1124)) || "Call times";
/** Under the office hours in Gulf time. */
export const adminSiteAbroadCallTimesHint = (l: Locale): string =>
  (l !== "en" && adminText(l, 1125)) || "Under the office hours in Gulf time.";
/** The page for families who build from the UAE, Saudi Arabia, Qatar, Oman, Kuwait or Bahrain: how you work with them while they are away. The times to call are your office hours (Company details), shown in Gulf time. */
export const adminSiteAbroadIntro = (l: Locale): string =>
  (l !== "en" && adminText(l, 1126)) || "The page for families who build from the UAE, Saudi Arabia, Qatar, Oman, Kuwait or Bahrain: how you work with them while they are away. The times to call are your office hours (Company details), shown in Gulf time.";
/** A home you built for a family abroad, shown above the topics. */
export const adminSiteAbroadPhotoHint = (l: Locale): string =>
  (l !== "en" && adminText(l, 1127)) || "A home you built for a family abroad, shown above the topics.";
/** The page shows no photo. */
export const adminSiteAbroadPhotoNone = (l: Locale): string =>
  (l !== "en" && adminText(l, 1128)) || "The page shows no photo.";
/** question */
export const adminSiteAbroadQuestion = (l: Locale): string =>
  (l !== "en" && adminText(l, 1129)) || "question";
/** questions */
export const adminSiteAbroadQuestionMany = (l: Locale): string =>
  (l !== "en" && adminText(l, 1130)) || "questions";
/** Question {n} */
export const adminSiteAbroadQuestionNumbered = (l: Locale, v: { n: Value }): string =>
  (l !== "en" && adminText(l, 1131, v)) || "Question " + v.n;
/** Question */
export const adminSiteAbroadQuestionText = (l: Locale): string =>
  (l !== "en" && adminText(l, 1132)) || "Question";
/** Questions */
export const adminSiteAbroadQuestions = (l: Locale): string =>
  (l !== "en" && adminText(l, 1133)) || "Questions";
/** Questions and answers, each opened with a tap. Leave the list empty to show none. */
export const adminSiteAbroadQuestionsHint = (l: Locale): string =>
  (l !== "en" && adminText(l, 1134)) || "Questions and answers, each opened with a tap. Leave the list empty to show none.";
/** Top of the page */
export const adminSiteAbroadTop = (l: Locale): string =>
  (l !== "en" && adminText(l, 1135)) || "Top of the page";
/** topic */
export const adminSiteAbroadTopic = (l: Locale): string =>
  (l !== "en" && adminText(l, 1136)) || "topic";
/** topics */
export const adminSiteAbroadTopicMany = (l: Locale): string =>
  (l !== "en" && adminText(l, 1137)) || "topics";
/** Topic {n} */
export const adminSiteAbroadTopicNumbered = (l: Locale, v: { n: Value }): string =>
  (l !== "en" && adminText(l, 1138, v)) || "Topic " + v.n;
/** Topics */
export const adminSiteAbroadTopics = (l: Locale): string =>
  (l !== "en" && adminText(l, 1139)) || "Topics";
/** What a family abroad needs to know, in the order the page lists them. */
export const adminSiteAbroadTopicsHint = (l: Locale): string =>
  (l !== "en" && adminText(l, 1140)) || "What a family abroad needs to know, in the order the page lists them.";
/** Back to the dashboard */
export const adminSiteBackToDashboard = (l: Locale): string =>
  (l !== "en" && adminText(l, 1141)) || "Back to the dashboard";
/** Address */
export const adminSiteCompanyAddress = (l: Locale): string =>
  (l !== "en" && adminText(l, 1142)) || "Address";
/** Building and street, one line each (up to 4 lines). */
export const adminSiteCompanyAddressHint = (l: Locale): string =>
  (l !== "en" && adminText(l, 1143)) || "Building and street, one line each (up to 4 lines).";
/** Certification */
export const adminSiteCompanyCertification = (l: Locale): string =>
  (l !== "en" && adminText(l, 1144)) || "Certification";
/** City */
export const adminSiteCompanyCity = (l: Locale): string =>
  (l !== "en" && adminText(l, 1145)) || "City";
/** Contact */
export const adminSiteCompanyContact = (l: Locale): string =>
  (l !== "en" && adminText(l, 1146)) || "Contact";
/** The call and WhatsApp buttons on every page use these numbers. */
export const adminSiteCompanyContactHint = (l: Locale): string =>
  (l !== "en" && adminText(l, 1147)) || "The call and WhatsApp buttons on every page use these numbers.";
/** Developer credit */
export const adminSiteCompanyCredit = (l: Locale): string =>
  (l !== "en" && adminText(l, 1148)) || "Developer credit";
/** The line at the foot of every page that names who made the site. */
export const adminSiteCompanyCreditHint = (l: Locale): string =>
  (l !== "en" && adminText(l, 1149)) || "The line at the foot of every page that names who made the site.";
/** Developer link */
export const adminSiteCompanyCreditUrl = (l: Locale): string =>
  (l !== "en" && adminText(l, 1150)) || "Developer link";
/** Email */
export const adminSiteCompanyEmail = (l: Locale): string =>
  (l !== "en" && adminText(l, 1151)) || "Email";
/** Where visitors write to you. */
export const adminSiteCompanyEmailHint = (l: Locale): string =>
  (l !== "en" && adminText(l, 1152)) || "Where visitors write to you.";
/** Facebook link */
export const adminSiteCompanyFacebook = (l: Locale): string =>
  (l !== "en" && adminText(l, 1153)) || "Facebook link";
/** Figures */
export const adminSiteCompanyFigures = (l: Locale): string =>
  (l !== "en" && adminText(l, 1154)) || "Figures";
/** The claims the home and about pages make, and the price search engines are told you start at. */
export const adminSiteCompanyFiguresHint = (l: Locale): string =>
  (l !== "en" && adminText(l, 1155)) || "The claims the home and about pages make, and the price search engines are told you start at.";
/** Year founded */
export const adminSiteCompanyFounded = (l: Locale): string =>
  (l !== "en" && adminText(l, 1156)) || "Year founded";
/** Years of experience are counted from it, so they are right every year. */
export const adminSiteCompanyFoundedHint = (l: Locale): string =>
  (l !== "en" && adminText(l, 1157)) || "Years of experience are counted from it, so they are right every year.";
/** Company */
export const adminSiteCompanyGroup = (l: Locale): string =>
  (l !== "en" && adminText(l, 1158)) || "Company";
/** Office hours */
export const adminSiteCompanyHours = (l: Locale): string =>
  (l !== "en" && adminText(l, 1159)) || "Office hours";
/** Shown on the contact page and in the footer; days with the same hours are written as one line. */
export const adminSiteCompanyHoursHint = (l: Locale): string =>
  (l !== "en" && adminText(l, 1160)) || "Shown on the contact page and in the footer; days with the same hours are written as one line.";
/** Instagram link */
export const adminSiteCompanyInstagram = (l: Locale): string =>
  (l !== "en" && adminText(l, 1161)) || "Instagram link";
/** Your name, numbers and address appear on every page, in the call and WhatsApp buttons and in what search engines read. */
export const adminSiteCompanyIntro = (l: Locale): string =>
  (l !== "en" && adminText(l, 1162)) || "Your name, numbers and address appear on every page, in the call and WhatsApp buttons and in what search engines read.";
/** LinkedIn link */
export const adminSiteCompanyLinkedin = (l: Locale): string =>
  (l !== "en" && adminText(l, 1163)) || "LinkedIn link";
/** Logo */
export const adminSiteCompanyLogo = (l: Locale): string =>
  (l !== "en" && adminText(l, 1164)) || "Logo";
/** An SVG, or a PNG with a transparent background, works best: it is shown in the header, the footer, the browser tab, when a page is shared and to search engines. */
export const adminSiteCompanyLogoHint = (l: Locale): string =>
  (l !== "en" && adminText(l, 1165)) || "An SVG, or a PNG with a transparent background, works best: it is shown in the header, the footer, the browser tab, when a page is shared and to search engines.";
/** The site shows a house mark beside your name. */
export const adminSiteCompanyLogoNone = (l: Locale): string =>
  (l !== "en" && adminText(l, 1166)) || "The site shows a house mark beside your name.";
/** Map */
export const adminSiteCompanyMap = (l: Locale): string =>
  (l !== "en" && adminText(l, 1167)) || "Map";
/** Map embed link */
export const adminSiteCompanyMapEmbed = (l: Locale): string =>
  (l !== "en" && adminText(l, 1168)) || "Map embed link";
/** In Google Maps: Share, then 'Embed a map', and copy the HTML. In OpenStreetMap: Share, then HTML. Paste it whole; the link is taken from it. */
export const adminSiteCompanyMapHint = (l: Locale): string =>
  (l !== "en" && adminText(l, 1169)) || "In Google Maps: Share, then 'Embed a map', and copy the HTML. In OpenStreetMap: Share, then HTML. Paste it whole; the link is taken from it.";
/** Map link */
export const adminSiteCompanyMapOpen = (l: Locale): string =>
  (l !== "en" && adminText(l, 1170)) || "Map link";
/** The link 'Open in Maps' goes to: the Share link of your office's place. */
export const adminSiteCompanyMapOpenHint = (l: Locale): string =>
  (l !== "en" && adminText(l, 1171)) || "The link 'Open in Maps' goes to: the Share link of your office's place.";
/** Company name */
export const adminSiteCompanyName = (l: Locale): string =>
  (l !== "en" && adminText(l, 1172)) || "Company name";
/** Shown in the header, the footer and the browser tab. */
export const adminSiteCompanyNameHint = (l: Locale): string =>
  (l !== "en" && adminText(l, 1173)) || "Shown in the header, the footer and the browser tab.";
/** Phone */
export const adminSiteCompanyPhone = (l: Locale): string =>
  (l !== "en" && adminText(l, 1174)) || "Phone";
/** Your 10-digit number, e.g. 98765 43210: +91 is added for you. */
export const adminSiteCompanyPhoneHint = (l: Locale): string =>
  (l !== "en" && adminText(l, 1175)) || "Your 10-digit number, e.g. 98765 43210: +91 is added for you.";
/** PIN code */
export const adminSiteCompanyPostalCode = (l: Locale): string =>
  (l !== "en" && adminText(l, 1176)) || "PIN code";
/** Projects completed */
export const adminSiteCompanyProjects = (l: Locale): string =>
  (l !== "en" && adminText(l, 1177)) || "Projects completed";
/** Rating */
export const adminSiteCompanyRating = (l: Locale): string =>
  (l !== "en" && adminText(l, 1178)) || "Rating";
/** Your clients' rating where visitors can check it (Google, Facebook…): shown on the home and about pages with a link to the reviews. */
export const adminSiteCompanyRatingHint = (l: Locale): string =>
  (l !== "en" && adminText(l, 1179)) || "Your clients' rating where visitors can check it (Google, Facebook…): shown on the home and about pages with a link to the reviews.";
/** Rating (out of 5) */
export const adminSiteCompanyRatingValue = (l: Locale): string =>
  (l !== "en" && adminText(l, 1180)) || "Rating (out of 5)";
/** State */
export const adminSiteCompanyRegion = (l: Locale): string =>
  (l !== "en" && adminText(l, 1181)) || "State";
/** registration */
export const adminSiteCompanyRegistration = (l: Locale): string =>
  (l !== "en" && adminText(l, 1182)) || "registration";
/** registrations */
export const adminSiteCompanyRegistrationMany = (l: Locale): string =>
  (l !== "en" && adminText(l, 1183)) || "registrations";
/** Registration name */
export const adminSiteCompanyRegistrationName = (l: Locale): string =>
  (l !== "en" && adminText(l, 1184)) || "Registration name";
/** Registration number */
export const adminSiteCompanyRegistrationNumber = (l: Locale): string =>
  (l !== "en" && adminText(l, 1185)) || "Registration number";
/** Registration {n} */
export const adminSiteCompanyRegistrationNumbered = (l: Locale, v: { n: Value }): string =>
  (l !== "en" && adminText(l, 1186, v)) || "Registration " + v.n;
/** Registrations */
export const adminSiteCompanyRegistrations = (l: Locale): string =>
  (l !== "en" && adminText(l, 1187)) || "Registrations";
/** Shown in the footer as trust signals: your GSTIN, an ISO 9001 certificate number, a RERA number. */
export const adminSiteCompanyRegistrationsHint = (l: Locale): string =>
  (l !== "en" && adminText(l, 1188)) || "Shown in the footer as trust signals: your GSTIN, an ISO 9001 certificate number, a RERA number.";
/** Number of reviews */
export const adminSiteCompanyReviewCount = (l: Locale): string =>
  (l !== "en" && adminText(l, 1189)) || "Number of reviews";
/** Where the reviews are */
export const adminSiteCompanyReviewSource = (l: Locale): string =>
  (l !== "en" && adminText(l, 1190)) || "Where the reviews are";
/** Reviews link */
export const adminSiteCompanyReviewUrl = (l: Locale): string =>
  (l !== "en" && adminText(l, 1191)) || "Reviews link";
/** Client satisfaction */
export const adminSiteCompanySatisfaction = (l: Locale): string =>
  (l !== "en" && adminText(l, 1192)) || "Client satisfaction";
/** Social links */
export const adminSiteCompanySocial = (l: Locale): string =>
  (l !== "en" && adminText(l, 1193)) || "Social links";
/** An icon shows only for a link that is set. Leave a field empty to hide its icon. */
export const adminSiteCompanySocialHint = (l: Locale): string =>
  (l !== "en" && adminText(l, 1194)) || "An icon shows only for a link that is set. Leave a field empty to hide its icon.";
/** Starting price */
export const adminSiteCompanyStartingPrice = (l: Locale): string =>
  (l !== "en" && adminText(l, 1195)) || "Starting price";
/** Starting price unit */
export const adminSiteCompanyStartingPriceUnit = (l: Locale): string =>
  (l !== "en" && adminText(l, 1196)) || "Starting price unit";
/** About the company */
export const adminSiteCompanySummary = (l: Locale): string =>
  (l !== "en" && adminText(l, 1197)) || "About the company";
/** A sentence or two under the name in the footer, and the description search engines are given. */
export const adminSiteCompanySummaryHint = (l: Locale): string =>
  (l !== "en" && adminText(l, 1198)) || "A sentence or two under the name in the footer, and the description search engines are given.";
/** Tagline */
export const adminSiteCompanyTagline = (l: Locale): string =>
  (l !== "en" && adminText(l, 1199)) || "Tagline";
/** One line under the name in the footer. */
export const adminSiteCompanyTaglineHint = (l: Locale): string =>
  (l !== "en" && adminText(l, 1200)) || "One line under the name in the footer.";
/** Team members */
export const adminSiteCompanyTeamMembers = (l: Locale): string =>
  (l !== "en" && adminText(l, 1201)) || "Team members";
/** YouTube link */
export const adminSiteCompanyYoutube = (l: Locale): string =>
  (l !== "en" && adminText(l, 1202)) || "YouTube link";
/** UAE dirham */
export const adminSiteCurrencyAed = (l: Locale): string =>
  (l !== "en" && adminText(l, 1203)) || "UAE dirham";
/** Bahraini dinar */
export const adminSiteCurrencyBhd = (l: Locale): string =>
  (l !== "en" && adminText(l, 1204)) || "Bahraini dinar";
/** Kuwaiti dinar */
export const adminSiteCurrencyKwd = (l: Locale): string =>
  (l !== "en" && adminText(l, 1205)) || "Kuwaiti dinar";
/** Omani rial */
export const adminSiteCurrencyOmr = (l: Locale): string =>
  (l !== "en" && adminText(l, 1206)) || "Omani rial";
/** Qatari riyal */
export const adminSiteCurrencyQar = (l: Locale): string =>
  (l !== "en" && adminText(l, 1207)) || "Qatari riyal";
/** Saudi riyal */
export const adminSiteCurrencySar = (l: Locale): string =>
  (l !== "en" && adminText(l, 1208)) || "Saudi riyal";
/** Closed on {day} */
export const adminSiteDayClosed = (l: Locale, v: { day: Value }): string =>
  (l !== "en" && adminText(l, 1209, v)) || "Closed on " + v.day;
/** {day} closes */
export const adminSiteDayCloses = (l: Locale, v: { day: Value }): string =>
  (l !== "en" && adminText(l, 1210, v)) || "" + v.day + " closes";
/** Friday */
export const adminSiteDayFriday = (l: Locale): string =>
  (l !== "en" && adminText(l, 1211)) || "Friday";
/** Monday */
export const adminSiteDayMonday = (l: Locale): string =>
  (l !== "en" && adminText(l, 1212)) || "Monday";
/** {day} opens */
export const adminSiteDayOpens = (l: Locale, v: { day: Value }): string =>
  (l !== "en" && adminText(l, 1213, v)) || "" + v.day + " opens";
/** Saturday */
export const adminSiteDaySaturday = (l: Locale): string =>
  (l !== "en" && adminText(l, 1214)) || "Saturday";
/** Sunday */
export const adminSiteDaySunday = (l: Locale): string =>
  (l !== "en" && adminText(l, 1215)) || "Sunday";
/** Thursday */
export const adminSiteDayThursday = (l: Locale): string =>
  (l !== "en" && adminText(l, 1216)) || "Thursday";
/** Tuesday */
export const adminSiteDayTuesday = (l: Locale): string =>
  (l !== "en" && adminText(l, 1217)) || "Tuesday";
/** Wednesday */
export const adminSiteDayWednesday = (l: Locale): string =>
  (l !== "en" && adminText(l, 1218)) || "Wednesday";
/** Heading */
export const adminSiteFieldHeading = (l: Locale): string =>
  (l !== "en" && adminText(l, 1219)) || "Heading";
/** Headline */
export const adminSiteFieldHeadline = (l: Locale): string =>
  (l !== "en" && adminText(l, 1220)) || "Headline";
/** Icon */
export const adminSiteFieldIcon = (l: Locale): string =>
  (l !== "en" && adminText(l, 1221)) || "Icon";
/** Introduction */
export const adminSiteFieldIntroduction = (l: Locale): string =>
  (l !== "en" && adminText(l, 1222)) || "Introduction";
/** Name */
export const adminSiteFieldName = (l: Locale): string =>
  (l !== "en" && adminText(l, 1223)) || "Name";
/** Photo */
export const adminSiteFieldPhoto = (l: Locale): string =>
  (l !== "en" && adminText(l, 1224)) || "Photo";
/** Position */
export const adminSiteFieldPosition = (l: Locale): string =>
  (l !== "en" && adminText(l, 1225)) || "Position";
/** Text */
export const adminSiteFieldText = (l: Locale): string =>
  (l !== "en" && adminText(l, 1226)) || "Text";
/** Title */
export const adminSiteFieldTitle = (l: Locale): string =>
  (l !== "en" && adminText(l, 1227)) || "Title";
/** About band */
export const adminSiteHomeAbout = (l: Locale): string =>
  (l !== "en" && adminText(l, 1228)) || "About band";
/** The dark band under the service cards, beside your four figures (set under Company details). */
export const adminSiteHomeAboutHint = (l: Locale): string =>
  (l !== "en" && adminText(l, 1229)) || "The dark band under the service cards, beside your four figures (set under Company details).";
/** About text */
export const adminSiteHomeAboutText = (l: Locale): string =>
  (l !== "en" && adminText(l, 1230)) || "About text";
/** service card */
export const adminSiteHomeCard = (l: Locale): string =>
  (l !== "en" && adminText(l, 1231)) || "service card";
/** service cards */
export const adminSiteHomeCardMany = (l: Locale): string =>
  (l !== "en" && adminText(l, 1232)) || "service cards";
/** Card {n} */
export const adminSiteHomeCardNumbered = (l: Locale, v: { n: Value }): string =>
  (l !== "en" && adminText(l, 1233, v)) || "Card " + v.n;
/** Service */
export const adminSiteHomeCardService = (l: Locale): string =>
  (l !== "en" && adminText(l, 1234)) || "Service";
/** The service the card links to. */
export const adminSiteHomeCardServiceHint = (l: Locale): string =>
  (l !== "en" && adminText(l, 1235)) || "The service the card links to.";
/** Card text */
export const adminSiteHomeCardText = (l: Locale): string =>
  (l !== "en" && adminText(l, 1236)) || "Card text";
/** Card title */
export const adminSiteHomeCardTitle = (l: Locale): string =>
  (l !== "en" && adminText(l, 1237)) || "Card title";
/** Service cards */
export const adminSiteHomeCards = (l: Locale): string =>
  (l !== "en" && adminText(l, 1238)) || "Service cards";
/** Six cards, each linking to a service on the services page. */
export const adminSiteHomeCardsHint = (l: Locale): string =>
  (l !== "en" && adminText(l, 1239)) || "Six cards, each linking to a service on the services page.";
/** Hero */
export const adminSiteHomeHero = (l: Locale): string =>
  (l !== "en" && adminText(l, 1240)) || "Hero";
/** The top of the home page, beside the call and WhatsApp buttons. */
export const adminSiteHomeHeroHint = (l: Locale): string =>
  (l !== "en" && adminText(l, 1241)) || "The top of the home page, beside the call and WhatsApp buttons.";
/** Hero photo */
export const adminSiteHomeHeroPhoto = (l: Locale): string =>
  (l !== "en" && adminText(l, 1242)) || "Hero photo";
/** A wide photo of a finished home, at least 1600 pixels wide. It is cropped to fill the screen. */
export const adminSiteHomeHeroPhotoHint = (l: Locale): string =>
  (l !== "en" && adminText(l, 1243)) || "A wide photo of a finished home, at least 1600 pixels wide. It is cropped to fill the screen.";
/** The site shows a drawing of a house. */
export const adminSiteHomeHeroPhotoNone = (l: Locale): string =>
  (l !== "en" && adminText(l, 1244)) || "The site shows a drawing of a house.";
/** Hero text */
export const adminSiteHomeHeroText = (l: Locale): string =>
  (l !== "en" && adminText(l, 1245)) || "Hero text";
/** The first screen visitors see: the headline, your best photo, three figures and six of your services. */
export const adminSiteHomeIntro = (l: Locale): string =>
  (l !== "en" && adminText(l, 1246)) || "The first screen visitors see: the headline, your best photo, three figures and six of your services.";
/** Promises */
export const adminSiteHomePromises = (l: Locale): string =>
  (l !== "en" && adminText(l, 1247)) || "Promises";
/** What you promise every client, one a line (up to 5). */
export const adminSiteHomePromisesHint = (l: Locale): string =>
  (l !== "en" && adminText(l, 1248)) || "What you promise every client, one a line (up to 5).";
/** stat tile */
export const adminSiteHomeStat = (l: Locale): string =>
  (l !== "en" && adminText(l, 1249)) || "stat tile";
/** Label */
export const adminSiteHomeStatLabel = (l: Locale): string =>
  (l !== "en" && adminText(l, 1250)) || "Label";
/** stat tiles */
export const adminSiteHomeStatMany = (l: Locale): string =>
  (l !== "en" && adminText(l, 1251)) || "stat tiles";
/** Tile {n} */
export const adminSiteHomeStatNumbered = (l: Locale, v: { n: Value }): string =>
  (l !== "en" && adminText(l, 1252, v)) || "Tile " + v.n;
/** Figure */
export const adminSiteHomeStatValue = (l: Locale): string =>
  (l !== "en" && adminText(l, 1253)) || "Figure";
/** Stat tiles */
export const adminSiteHomeStats = (l: Locale): string =>
  (l !== "en" && adminText(l, 1254)) || "Stat tiles";
/** Three figures under the hero. */
export const adminSiteHomeStatsHint = (l: Locale): string =>
  (l !== "en" && adminText(l, 1255)) || "Three figures under the hero.";
/** Every day 9:00–18:00 */
export const adminSiteHoursEveryDay = (l: Locale): string =>
  (l !== "en" && adminText(l, 1256)) || "Every day 9:00–18:00";
/** Fill the week with */
export const adminSiteHoursFill = (l: Locale): string =>
  (l !== "en" && adminText(l, 1257)) || "Fill the week with";
/** Mon–Fri 9:30–17:30, Sat 9:30–13:30, Sunday closed */
export const adminSiteHoursMonToFri = (l: Locale): string =>
  (l !== "en" && adminText(l, 1258)) || "Mon–Fri 9:30–17:30, Sat 9:30–13:30, Sunday closed";
/** Mon–Sat 9:00–18:00, Sunday closed */
export const adminSiteHoursMonToSat = (l: Locale): string =>
  (l !== "en" && adminText(l, 1259)) || "Mon–Sat 9:00–18:00, Sunday closed";
/** Office hours set to {hours}. Change any day below. */
export const adminSiteHoursSet = (l: Locale, v: { hours: Value }): string =>
  (l !== "en" && adminText(l, 1260, v)) || "Office hours set to " + v.hours + ". Change any day below.";
/** Brick wall */
export const adminSiteIconBrickWall = (l: Locale): string =>
  (l !== "en" && adminText(l, 1261)) || "Brick wall";
/** Hammer */
export const adminSiteIconHammer = (l: Locale): string =>
  (l !== "en" && adminText(l, 1262)) || "Hammer";
/** House */
export const adminSiteIconHouse = (l: Locale): string =>
  (l !== "en" && adminText(l, 1263)) || "House";
/** Paint roller */
export const adminSiteIconPaintRoller = (l: Locale): string =>
  (l !== "en" && adminText(l, 1264)) || "Paint roller";
/** Pencil and ruler (design) */
export const adminSiteIconPencilRuler = (l: Locale): string =>
  (l !== "en" && adminText(l, 1265)) || "Pencil and ruler (design)";
/** Shovel */
export const adminSiteIconShovel = (l: Locale): string =>
  (l !== "en" && adminText(l, 1266)) || "Shovel";
/** Sofa (interiors) */
export const adminSiteIconSofa = (l: Locale): string =>
  (l !== "en" && adminText(l, 1267)) || "Sofa (interiors)";
/** Lightning (electrical) */
export const adminSiteIconZap = (l: Locale): string =>
  (l !== "en" && adminText(l, 1268)) || "Lightning (electrical)";
/** Leave */
export const adminSiteLeave = (l: Locale): string =>
  (l !== "en" && adminText(l, 1269)) || "Leave";
/** You have changes that are not saved. Leave this page and lose them? */
export const adminSiteLeaveQuestion = (l: Locale): string =>
  (l !== "en" && adminText(l, 1270)) || "You have changes that are not saved. Leave this page and lose them?";
/** Add {noun} */
export const adminSiteListAdd = (l: Locale, v: { noun: Value }): string =>
  (l !== "en" && adminText(l, 1271, v)) || "Add " + v.noun;
/** New {noun} added at the end. */
export const adminSiteListAdded = (l: Locale, v: { noun: Value }): string =>
  (l !== "en" && adminText(l, 1272, v)) || "New " + v.noun + " added at the end.";
/** at most {max} */
export const adminSiteListAtMost = (l: Locale, v: { max: Value }): string =>
  (l !== "en" && adminText(l, 1273, v)) || "at most " + v.max;
/** Move {name} down */
export const adminSiteListMoveDown = (l: Locale, v: { name: Value }): string =>
  (l !== "en" && adminText(l, 1274, v)) || "Move " + v.name + " down";
/** Move {name} up */
export const adminSiteListMoveUp = (l: Locale, v: { name: Value }): string =>
  (l !== "en" && adminText(l, 1275, v)) || "Move " + v.name + " up";
/** {name} moved to position {position} of {total}. */
export const adminSiteListMoved = (l: Locale, v: { name: Value; position: Value; total: Value }): string =>
  (l !== "en" && adminText(l, 1276, v)) || "" + v.name + " moved to position " + v.position + " of " + v.total + ".";
/** needs a change */
export const adminSiteListNeedsChange = (l: Locale): string =>
  (l !== "en" && adminText(l, 1277)) || "needs a change";
/** Remove {name} */
export const adminSiteListRemove = (l: Locale, v: { name: Value }): string =>
  (l !== "en" && adminText(l, 1278, v)) || "Remove " + v.name;
/** {name} removed. Save changes to apply. */
export const adminSiteListRemoved = (l: Locale, v: { name: Value }): string =>
  (l !== "en" && adminText(l, 1279, v)) || "" + v.name + " removed. Save changes to apply.";
/** up to {max} */
export const adminSiteListUpTo = (l: Locale, v: { max: Value }): string =>
  (l !== "en" && adminText(l, 1280, v)) || "up to " + v.max;
/** Failed to load this part of the site. Please try again. */
export const adminSiteLoadError = (l: Locale): string =>
  (l !== "en" && adminText(l, 1281)) || "Failed to load this part of the site. Please try again.";
/** The site shows initials. */
export const adminSiteNoPhotoInitials = (l: Locale): string =>
  (l !== "en" && adminText(l, 1282)) || "The site shows initials.";
/** No unsaved changes. */
export const adminSiteNoUnsaved = (l: Locale): string =>
  (l !== "en" && adminText(l, 1283)) || "No unsaved changes.";
/** Not saved: {count} fields need a change. */
export const adminSiteNotSavedMany = (l: Locale, v: { count: Value }): string =>
  (l !== "en" && adminText(l, 1284, v)) || "Not saved: " + v.count + " fields need a change.";
/** Not saved: one field needs a change. */
export const adminSiteNotSavedOne = (l: Locale): string =>
  (l !== "en" && adminText(l, 1285)) || "Not saved: one field needs a change.";
/** Not saved. Please try again. */
export const adminSiteNotSavedRetry = (l: Locale): string =>
  (l !== "en" && adminText(l, 1286)) || "Not saved. Please try again.";
/** Choose a photo */
export const adminSitePhotoChoose = (l: Locale): string =>
  (l !== "en" && adminText(l, 1287)) || "Choose a photo";
/** New photo chosen: it is uploaded when you save. */
export const adminSitePhotoChosen = (l: Locale): string =>
  (l !== "en" && adminText(l, 1288)) || "New photo chosen: it is uploaded when you save.";
/** Current photo for {label} */
export const adminSitePhotoCurrentAlt = (l: Locale, v: { label: Value }): string =>
  (l !== "en" && adminText(l, 1289, v)) || "Current photo for " + v.label;
/** New photo: {file} */
export const adminSitePhotoNewAlt = (l: Locale, v: { file: Value }): string =>
  (l !== "en" && adminText(l, 1290, v)) || "New photo: " + v.file;
/** No photo. */
export const adminSitePhotoNone = (l: Locale): string =>
  (l !== "en" && adminText(l, 1291)) || "No photo.";
/** {file} is not an image: choose a JPEG, PNG, WebP, GIF or AVIF photo */
export const adminSitePhotoNotImage = (l: Locale, v: { file: Value }): string =>
  (l !== "en" && adminText(l, 1292, v)) || "" + v.file + " is not an image: choose a JPEG, PNG, WebP, GIF or AVIF photo";
/** Remove photo */
export const adminSitePhotoRemove = (l: Locale): string =>
  (l !== "en" && adminText(l, 1293)) || "Remove photo";
/** Replace photo */
export const adminSitePhotoReplace = (l: Locale): string =>
  (l !== "en" && adminText(l, 1294)) || "Replace photo";
/** {file} is larger than {size} MB */
export const adminSitePhotoTooLarge = (l: Locale, v: { file: Value; size: Value }): string =>
  (l !== "en" && adminText(l, 1295, v)) || "" + v.file + " is larger than " + v.size + " MB";
/** What your site tells visitors about the details they send you: every enquiry form links to it. Keep it true to how you work. */
export const adminSitePrivacyIntro = (l: Locale): string =>
  (l !== "en" && adminText(l, 1296)) || "What your site tells visitors about the details they send you: every enquiry form links to it. Keep it true to how you work.";
/** section */
export const adminSitePrivacySection = (l: Locale): string =>
  (l !== "en" && adminText(l, 1297)) || "section";
/** sections */
export const adminSitePrivacySectionMany = (l: Locale): string =>
  (l !== "en" && adminText(l, 1298)) || "sections";
/** Section {n} */
export const adminSitePrivacySectionNumbered = (l: Locale, v: { n: Value }): string =>
  (l !== "en" && adminText(l, 1299, v)) || "Section " + v.n;
/** Sections */
export const adminSitePrivacySections = (l: Locale): string =>
  (l !== "en" && adminText(l, 1300)) || "Sections";
/** Restored */
export const adminSiteRestored = (l: Locale): string =>
  (l !== "en" && adminText(l, 1301)) || "Restored";
/** The site shows the version saved on {when} again. */
export const adminSiteRestoredText = (l: Locale, v: { when: Value }): string =>
  (l !== "en" && adminText(l, 1302, v)) || "The site shows the version saved on " + v.when + " again.";
/** Save changes */
export const adminSiteSave = (l: Locale): string =>
  (l !== "en" && adminText(l, 1303)) || "Save changes";
/** Saved */
export const adminSiteSaved = (l: Locale): string =>
  (l !== "en" && adminText(l, 1304)) || "Saved";
/** The public site shows the change now. */
export const adminSiteSavedText = (l: Locale): string =>
  (l !== "en" && adminText(l, 1305)) || "The public site shows the change now.";
/** Saving... */
export const adminSiteSaving = (l: Locale): string =>
  (l !== "en" && adminText(l, 1306)) || "Saving...";
/** Service description */
export const adminSiteServicesDescription = (l: Locale): string =>
  (l !== "en" && adminText(l, 1307)) || "Service description";
/** Estimator */
export const adminSiteServicesEstimator = (l: Locale): string =>
  (l !== "en" && adminText(l, 1308)) || "Estimator";
/** What every estimate on your site shows beside the price: what it does not include, how the payments are staged, and the estimate in a Gulf currency for families abroad. */
export const adminSiteServicesEstimatorHint = (l: Locale): string =>
  (l !== "en" && adminText(l, 1309)) || "What every estimate on your site shows beside the price: what it does not include, how the payments are staged, and the estimate in a Gulf currency for families abroad.";
/** Not included */
export const adminSiteServicesExclusions = (l: Locale): string =>
  (l !== "en" && adminText(l, 1310)) || "Not included";
/** One a line, up to 12: what no package includes. */
export const adminSiteServicesExclusionsHint = (l: Locale): string =>
  (l !== "en" && adminText(l, 1311)) || "One a line, up to 12: what no package includes.";
/** Key features */
export const adminSiteServicesFeatures = (l: Locale): string =>
  (l !== "en" && adminText(l, 1312)) || "Key features";
/** Five features, one a line. */
export const adminSiteServicesFeaturesHint = (l: Locale): string =>
  (l !== "en" && adminText(l, 1313)) || "Five features, one a line.";
/** Services */
export const adminSiteServicesGroup = (l: Locale): string =>
  (l !== "en" && adminText(l, 1314)) || "Services";
/** Eight services, each with five key features and a photo of your own work. */
export const adminSiteServicesGroupHint = (l: Locale): string =>
  (l !== "en" && adminText(l, 1315)) || "Eight services, each with five key features and a photo of your own work.";
/** What you build, how a project runs, and what it costs: the services page, in the order you set. */
export const adminSiteServicesIntro = (l: Locale): string =>
  (l !== "en" && adminText(l, 1316)) || "What you build, how a project runs, and what it costs: the services page, in the order you set.";
/** payment stage */
export const adminSiteServicesPayment = (l: Locale): string =>
  (l !== "en" && adminText(l, 1317)) || "payment stage";
/** payment stages */
export const adminSiteServicesPaymentMany = (l: Locale): string =>
  (l !== "en" && adminText(l, 1318)) || "payment stages";
/** Stage {n} */
export const adminSiteServicesPaymentNumbered = (l: Locale, v: { n: Value }): string =>
  (l !== "en" && adminText(l, 1319, v)) || "Stage " + v.n;
/** Percent */
export const adminSiteServicesPaymentPercent = (l: Locale): string =>
  (l !== "en" && adminText(l, 1320)) || "Percent";
/** Stage */
export const adminSiteServicesPaymentStage = (l: Locale): string =>
  (l !== "en" && adminText(l, 1321)) || "Stage";
/** Payment stages */
export const adminSiteServicesPayments = (l: Locale): string =>
  (l !== "en" && adminText(l, 1322)) || "Payment stages";
/** Each stage's share of the price, in percent: shown with its amount under every estimate. */
export const adminSiteServicesPaymentsHint = (l: Locale): string =>
  (l !== "en" && adminText(l, 1323)) || "Each stage's share of the price, in percent: shown with its amount under every estimate.";
/** The stages add up to {total}%. */
export const adminSiteServicesPaymentsTotal = (l: Locale, v: { total: Value }): string =>
  (l !== "en" && adminText(l, 1324, v)) || "The stages add up to " + v.total + "%.";
/** The stages add up to {total}%: they must add up to 100%. */
export const adminSiteServicesPaymentsTotalWrong = (l: Locale, v: { total: Value }): string =>
  (l !== "en" && adminText(l, 1325, v)) || "The stages add up to " + v.total + "%: they must add up to 100%.";
/** Service photo */
export const adminSiteServicesPhoto = (l: Locale): string =>
  (l !== "en" && adminText(l, 1326)) || "Service photo";
/** The site shows a drawing. */
export const adminSiteServicesPhotoNone = (l: Locale): string =>
  (l !== "en" && adminText(l, 1327)) || "The site shows a drawing.";
/** Pricing */
export const adminSiteServicesPricing = (l: Locale): string =>
  (l !== "en" && adminText(l, 1328)) || "Pricing";
/** Three packages. Mark one as Popular to make it stand out. */
export const adminSiteServicesPricingHint = (l: Locale): string =>
  (l !== "en" && adminText(l, 1329)) || "Three packages. Mark one as Popular to make it stand out.";
/** Process */
export const adminSiteServicesProcess = (l: Locale): string =>
  (l !== "en" && adminText(l, 1330)) || "Process";
/** The four steps of working with you. */
export const adminSiteServicesProcessHint = (l: Locale): string =>
  (l !== "en" && adminText(l, 1331)) || "The four steps of working with you.";
/** ₹ per {code} */
export const adminSiteServicesRatePer = (l: Locale, v: { code: Value }): string =>
  (l !== "en" && adminText(l, 1332, v)) || "₹ per " + v.code;
/** Gulf currency rates */
export const adminSiteServicesRates = (l: Locale): string =>
  (l !== "en" && adminText(l, 1333)) || "Gulf currency rates";
/** Rupees for one unit of each currency, as you want estimates converted (the site never looks rates up). Leave a rate empty to hide that currency. */
export const adminSiteServicesRatesHint = (l: Locale): string =>
  (l !== "en" && adminText(l, 1334)) || "Rupees for one unit of each currency, as you want estimates converted (the site never looks rates up). Leave a rate empty to hide that currency.";
/** Rates set on */
export const adminSiteServicesRatesSetOn = (l: Locale): string =>
  (l !== "en" && adminText(l, 1335)) || "Rates set on";
/** Shown beside a converted estimate. */
export const adminSiteServicesRatesSetOnHint = (l: Locale): string =>
  (l !== "en" && adminText(l, 1336)) || "Shown beside a converted estimate.";
/** service */
export const adminSiteServicesService = (l: Locale): string =>
  (l !== "en" && adminText(l, 1337)) || "service";
/** services */
export const adminSiteServicesServiceMany = (l: Locale): string =>
  (l !== "en" && adminText(l, 1338)) || "services";
/** Service {n} */
export const adminSiteServicesServiceNumbered = (l: Locale, v: { n: Value }): string =>
  (l !== "en" && adminText(l, 1339, v)) || "Service " + v.n;
/** step */
export const adminSiteServicesStep = (l: Locale): string =>
  (l !== "en" && adminText(l, 1340)) || "step";
/** steps */
export const adminSiteServicesStepMany = (l: Locale): string =>
  (l !== "en" && adminText(l, 1341)) || "steps";
/** Step {n} */
export const adminSiteServicesStepNumbered = (l: Locale, v: { n: Value }): string =>
  (l !== "en" && adminText(l, 1342, v)) || "Step " + v.n;
/** Step text */
export const adminSiteServicesStepText = (l: Locale): string =>
  (l !== "en" && adminText(l, 1343)) || "Step text";
/** Step title */
export const adminSiteServicesStepTitle = (l: Locale): string =>
  (l !== "en" && adminText(l, 1344)) || "Step title";
/** Process steps */
export const adminSiteServicesSteps = (l: Locale): string =>
  (l !== "en" && adminText(l, 1345)) || "Process steps";
/** tier */
export const adminSiteServicesTier = (l: Locale): string =>
  (l !== "en" && adminText(l, 1346)) || "tier";
/** Tier description */
export const adminSiteServicesTierDescription = (l: Locale): string =>
  (l !== "en" && adminText(l, 1347)) || "Tier description";
/** Tier features */
export const adminSiteServicesTierFeatures = (l: Locale): string =>
  (l !== "en" && adminText(l, 1348)) || "Tier features";
/** One a line, up to 12. */
export const adminSiteServicesTierFeaturesHint = (l: Locale): string =>
  (l !== "en" && adminText(l, 1349)) || "One a line, up to 12.";
/** tiers */
export const adminSiteServicesTierMany = (l: Locale): string =>
  (l !== "en" && adminText(l, 1350)) || "tiers";
/** Tier name */
export const adminSiteServicesTierName = (l: Locale): string =>
  (l !== "en" && adminText(l, 1351)) || "Tier name";
/** Tier {n} */
export const adminSiteServicesTierNumbered = (l: Locale, v: { n: Value }): string =>
  (l !== "en" && adminText(l, 1352, v)) || "Tier " + v.n;
/** Popular */
export const adminSiteServicesTierPopular = (l: Locale): string =>
  (l !== "en" && adminText(l, 1353)) || "Popular";
/** Shown with a 'Popular' badge. */
export const adminSiteServicesTierPopularHint = (l: Locale): string =>
  (l !== "en" && adminText(l, 1354)) || "Shown with a 'Popular' badge.";
/** Price */
export const adminSiteServicesTierPrice = (l: Locale): string =>
  (l !== "en" && adminText(l, 1355)) || "Price";
/** Price unit */
export const adminSiteServicesTierUnit = (l: Locale): string =>
  (l !== "en" && adminText(l, 1356)) || "Price unit";
/** Warranty */
export const adminSiteServicesTierWarranty = (l: Locale): string =>
  (l !== "en" && adminText(l, 1357)) || "Warranty";
/** Pricing tiers */
export const adminSiteServicesTiers = (l: Locale): string =>
  (l !== "en" && adminText(l, 1358)) || "Pricing tiers";
/** Service title */
export const adminSiteServicesTitle = (l: Locale): string =>
  (l !== "en" && adminText(l, 1359)) || "Service title";
/** Sign out */
export const adminSiteSignOut = (l: Locale): string =>
  (l !== "en" && adminText(l, 1360)) || "Sign out";
/** You have changes that are not saved. Sign out and lose them? */
export const adminSiteSignOutQuestion = (l: Locale): string =>
  (l !== "en" && adminText(l, 1361)) || "You have changes that are not saved. Sign out and lose them?";
/** testimonial */
export const adminSiteTestimonial = (l: Locale): string =>
  (l !== "en" && adminText(l, 1362)) || "testimonial";
/** testimonials */
export const adminSiteTestimonialMany = (l: Locale): string =>
  (l !== "en" && adminText(l, 1363)) || "testimonials";
/** Testimonial {n} */
export const adminSiteTestimonialNumbered = (l: Locale, v: { n: Value }): string =>
  (l !== "en" && adminText(l, 1364, v)) || "Testimonial " + v.n;
/** e.g. Homeowner, Kowdiar */
export const adminSiteTestimonialPositionHint = (l: Locale): string =>
  (l !== "en" && adminText(l, 1365)) || "e.g. Homeowner, Kowdiar";
/** Quote */
export const adminSiteTestimonialQuote = (l: Locale): string =>
  (l !== "en" && adminText(l, 1366)) || "Quote";
/** What your clients say about you, in their words, in the order the site shows them. */
export const adminSiteTestimonialsIntro = (l: Locale): string =>
  (l !== "en" && adminText(l, 1367)) || "What your clients say about you, in their words, in the order the site shows them.";
/** About text */
export const adminSiteTextAboutText = (l: Locale): string =>
  (l !== "en" && adminText(l, 1368)) || "About text";
/** Address line {n} */
export const adminSiteTextAddressLine = (l: Locale, v: { n: Value }): string =>
  (l !== "en" && adminText(l, 1369, v)) || "Address line " + v.n;
/** Question {n}: answer */
export const adminSiteTextAnswer = (l: Locale, v: { n: Value }): string =>
  (l !== "en" && adminText(l, 1370, v)) || "Question " + v.n + ": answer";
/** Note under the call times */
export const adminSiteTextCallNote = (l: Locale): string =>
  (l !== "en" && adminText(l, 1371)) || "Note under the call times";
/** Service card {n}: text */
export const adminSiteTextCardText = (l: Locale, v: { n: Value }): string =>
  (l !== "en" && adminText(l, 1372, v)) || "Service card " + v.n + ": text";
/** Service card {n}: title */
export const adminSiteTextCardTitle = (l: Locale, v: { n: Value }): string =>
  (l !== "en" && adminText(l, 1373, v)) || "Service card " + v.n + ": title";
/** City */
export const adminSiteTextCity = (l: Locale): string =>
  (l !== "en" && adminText(l, 1374)) || "City";
/** Not included {n} */
export const adminSiteTextExclusion = (l: Locale, v: { n: Value }): string =>
  (l !== "en" && adminText(l, 1375, v)) || "Not included " + v.n;
/** Headline */
export const adminSiteTextHeadline = (l: Locale): string =>
  (l !== "en" && adminText(l, 1376)) || "Headline";
/** Hero text */
export const adminSiteTextHeroText = (l: Locale): string =>
  (l !== "en" && adminText(l, 1377)) || "Hero text";
/** Introduction */
export const adminSiteTextIntroduction = (l: Locale): string =>
  (l !== "en" && adminText(l, 1378)) || "Introduction";
/** Team member {n}: name */
export const adminSiteTextMemberName = (l: Locale, v: { n: Value }): string =>
  (l !== "en" && adminText(l, 1379, v)) || "Team member " + v.n + ": name";
/** Team member {n}: position */
export const adminSiteTextMemberPosition = (l: Locale, v: { n: Value }): string =>
  (l !== "en" && adminText(l, 1380, v)) || "Team member " + v.n + ": position";
/** Team member {n}: qualification */
export const adminSiteTextMemberQualification = (l: Locale, v: { n: Value }): string =>
  (l !== "en" && adminText(l, 1381, v)) || "Team member " + v.n + ": qualification";
/** Milestone {n} */
export const adminSiteTextMilestone = (l: Locale, v: { n: Value }): string =>
  (l !== "en" && adminText(l, 1382, v)) || "Milestone " + v.n;
/** Milestone {n}: text */
export const adminSiteTextMilestoneText = (l: Locale, v: { n: Value }): string =>
  (l !== "en" && adminText(l, 1383, v)) || "Milestone " + v.n + ": text";
/** Mission */
export const adminSiteTextMission = (l: Locale): string =>
  (l !== "en" && adminText(l, 1384)) || "Mission";
/** Payment stage {n} */
export const adminSiteTextPaymentStage = (l: Locale, v: { n: Value }): string =>
  (l !== "en" && adminText(l, 1385, v)) || "Payment stage " + v.n;
/** Promise {n} */
export const adminSiteTextPromise = (l: Locale, v: { n: Value }): string =>
  (l !== "en" && adminText(l, 1386, v)) || "Promise " + v.n;
/** Question {n} */
export const adminSiteTextQuestion = (l: Locale, v: { n: Value }): string =>
  (l !== "en" && adminText(l, 1387, v)) || "Question " + v.n;
/** State */
export const adminSiteTextRegion = (l: Locale): string =>
  (l !== "en" && adminText(l, 1388)) || "State";
/** Where the reviews are */
export const adminSiteTextReviewSource = (l: Locale): string =>
  (l !== "en" && adminText(l, 1389)) || "Where the reviews are";
/** Section {n}: heading */
export const adminSiteTextSectionHeading = (l: Locale, v: { n: Value }): string =>
  (l !== "en" && adminText(l, 1390, v)) || "Section " + v.n + ": heading";
/** Section {n}: text */
export const adminSiteTextSectionText = (l: Locale, v: { n: Value }): string =>
  (l !== "en" && adminText(l, 1391, v)) || "Section " + v.n + ": text";
/** Service {n}: description */
export const adminSiteTextServiceDescription = (l: Locale, v: { n: Value }): string =>
  (l !== "en" && adminText(l, 1392, v)) || "Service " + v.n + ": description";
/** Service {n}: feature {feature} */
export const adminSiteTextServiceFeature = (l: Locale, v: { feature: Value; n: Value }): string =>
  (l !== "en" && adminText(l, 1393, v)) || "Service " + v.n + ": feature " + v.feature;
/** Service {n}: title */
export const adminSiteTextServiceTitle = (l: Locale, v: { n: Value }): string =>
  (l !== "en" && adminText(l, 1394, v)) || "Service " + v.n + ": title";
/** Starting price unit */
export const adminSiteTextStartingPriceUnit = (l: Locale): string =>
  (l !== "en" && adminText(l, 1395)) || "Starting price unit";
/** Stat tile {n}: label */
export const adminSiteTextStatLabel = (l: Locale, v: { n: Value }): string =>
  (l !== "en" && adminText(l, 1396, v)) || "Stat tile " + v.n + ": label";
/** Process step {n}: text */
export const adminSiteTextStepText = (l: Locale, v: { n: Value }): string =>
  (l !== "en" && adminText(l, 1397, v)) || "Process step " + v.n + ": text";
/** Process step {n}: title */
export const adminSiteTextStepTitle = (l: Locale, v: { n: Value }): string =>
  (l !== "en" && adminText(l, 1398, v)) || "Process step " + v.n + ": title";
/** Story paragraph {n} */
export const adminSiteTextStoryParagraph = (l: Locale, v: { n: Value }): string =>
  (l !== "en" && adminText(l, 1399, v)) || "Story paragraph " + v.n;
/** About the company */
export const adminSiteTextSummary = (l: Locale): string =>
  (l !== "en" && adminText(l, 1400)) || "About the company";
/** Tagline */
export const adminSiteTextTagline = (l: Locale): string =>
  (l !== "en" && adminText(l, 1401)) || "Tagline";
/** Testimonial {n}: name */
export const adminSiteTextTestimonialName = (l: Locale, v: { n: Value }): string =>
  (l !== "en" && adminText(l, 1402, v)) || "Testimonial " + v.n + ": name";
/** Testimonial {n}: position */
export const adminSiteTextTestimonialPosition = (l: Locale, v: { n: Value }): string =>
  (l !== "en" && adminText(l, 1403, v)) || "Testimonial " + v.n + ": position";
/** Testimonial {n}: quote */
export const adminSiteTextTestimonialQuote = (l: Locale, v: { n: Value }): string =>
  (l !== "en" && adminText(l, 1404, v)) || "Testimonial " + v.n + ": quote";
/** Pricing tier {n}: description */
export const adminSiteTextTierDescription = (l: Locale, v: { n: Value }): string =>
  (l !== "en" && adminText(l, 1405, v)) || "Pricing tier " + v.n + ": description";
/** Pricing tier {n}: feature {feature} */
export const adminSiteTextTierFeature = (l: Locale, v: { feature: Value; n: Value }): string =>
  (l !== "en" && adminText(l, 1406, v)) || "Pricing tier " + v.n + ": feature " + v.feature;
/** Pricing tier {n}: name */
export const adminSiteTextTierName = (l: Locale, v: { n: Value }): string =>
  (l !== "en" && adminText(l, 1407, v)) || "Pricing tier " + v.n + ": name";
/** Pricing tier {n}: price unit */
export const adminSiteTextTierUnit = (l: Locale, v: { n: Value }): string =>
  (l !== "en" && adminText(l, 1408, v)) || "Pricing tier " + v.n + ": price unit";
/** Pricing tier {n}: warranty */
export const adminSiteTextTierWarranty = (l: Locale, v: { n: Value }): string =>
  (l !== "en" && adminText(l, 1409, v)) || "Pricing tier " + v.n + ": warranty";
/** Topic {n}: text */
export const adminSiteTextTopicText = (l: Locale, v: { n: Value }): string =>
  (l !== "en" && adminText(l, 1410, v)) || "Topic " + v.n + ": text";
/** Topic {n}: title */
export const adminSiteTextTopicTitle = (l: Locale, v: { n: Value }): string =>
  (l !== "en" && adminText(l, 1411, v)) || "Topic " + v.n + ": title";
/** Vision */
export const adminSiteTextVision = (l: Locale): string =>
  (l !== "en" && adminText(l, 1412)) || "Vision";
/** About & team */
export const adminSiteTitleAbout = (l: Locale): string =>
  (l !== "en" && adminText(l, 1413)) || "About & team";
/** Building from the Gulf */
export const adminSiteTitleAbroad = (l: Locale): string =>
  (l !== "en" && adminText(l, 1414)) || "Building from the Gulf";
/** Company details */
export const adminSiteTitleCompany = (l: Locale): string =>
  (l !== "en" && adminText(l, 1415)) || "Company details";
/** Home page */
export const adminSiteTitleHome = (l: Locale): string =>
  (l !== "en" && adminText(l, 1416)) || "Home page";
/** Privacy notice */
export const adminSiteTitlePrivacy = (l: Locale): string =>
  (l !== "en" && adminText(l, 1417)) || "Privacy notice";
/** Services & pricing */
export const adminSiteTitleServices = (l: Locale): string =>
  (l !== "en" && adminText(l, 1418)) || "Services & pricing";
/** Testimonials */
export const adminSiteTitleTestimonials = (l: Locale): string =>
  (l !== "en" && adminText(l, 1419)) || "Testimonials";
/** You have changes that are not saved. */
export const adminSiteUnsaved = (l: Locale): string =>
  (l !== "en" && adminText(l, 1420)) || "You have changes that are not saved.";
/** The last {count} saves are kept (up to 20). Restore one to undo a bad edit. */
export const adminSiteVersionsKeptMany = (l: Locale, v: { count: Value }): string =>
  (l !== "en" && adminText(l, 1421, v)) || "The last " + v.count + " saves are kept (up to 20). Restore one to undo a bad edit.";
/** The last save is kept (up to 20). Restore one to undo a bad edit. */
export const adminSiteVersionsKeptOne = (l: Locale): string =>
  (l !== "en" && adminText(l, 1422)) || "The last save is kept (up to 20). Restore one to undo a bad edit.";
/** No saved versions yet. */
export const adminSiteVersionsNone = (l: Locale): string =>
  (l !== "en" && adminText(l, 1423)) || "No saved versions yet.";
/** Not restored */
export const adminSiteVersionsNotRestored = (l: Locale): string =>
  (l !== "en" && adminText(l, 1424)) || "Not restored";
/** On the site now */
export const adminSiteVersionsOnSite = (l: Locale): string =>
  (l !== "en" && adminText(l, 1425)) || "On the site now";
/** Restore */
export const adminSiteVersionsRestore = (l: Locale): string =>
  (l !== "en" && adminText(l, 1426)) || "Restore";
/** The version could not be restored. Please try again. */
export const adminSiteVersionsRestoreFailed = (l: Locale): string =>
  (l !== "en" && adminText(l, 1427)) || "The version could not be restored. Please try again.";
/** Restore the version saved on {when}? The site will show it at once. What it shows now stays in this list. */
export const adminSiteVersionsRestoreQuestion = (l: Locale, v: { when: Value }): string =>
  (l !== "en" && adminText(l, 1428, v)) || "Restore the version saved on " + v.when + "? The site will show it at once. What it shows now stays in this list.";
/** Restore the version saved on {when}? The site will show it at once, and the changes you have not saved are dropped. What it shows now stays in this list. */
export const adminSiteVersionsRestoreQuestionUnsaved = (l: Locale, v: { when: Value }): string =>
  (l !== "en" && adminText(l, 1429, v)) || "Restore the version saved on " + v.when + "? The site will show it at once, and the changes you have not saved are dropped. What it shows now stays in this list.";
/** the version saved {when} */
export const adminSiteVersionsRestoreWhich = (l: Locale, v: { when: Value }): string =>
  (l !== "en" && adminText(l, 1430, v)) || "the version saved " + v.when;
/** Restoring... */
export const adminSiteVersionsRestoring = (l: Locale): string =>
  (l !== "en" && adminText(l, 1431)) || "Restoring...";
/** Saved versions */
export const adminSiteVersionsTitle = (l: Locale): string =>
  (l !== "en" && adminText(l, 1432)) || "Saved versions";
/** The WhatsApp buttons open a chat with {phone}. Untick it when WhatsApp is on another number. */
export const adminSiteWhatsAppChat = (l: Locale, v: { phone: Value }): string =>
  (l !== "en" && adminText(l, 1433, v)) || "The WhatsApp buttons open a chat with " + v.phone + ". Untick it when WhatsApp is on another number.";
/** The WhatsApp buttons follow the phone number above. */
export const adminSiteWhatsAppFollows = (l: Locale): string =>
  (l !== "en" && adminText(l, 1434)) || "The WhatsApp buttons follow the phone number above.";
/** A 10-digit mobile number, e.g. 98765 43210, or one from abroad with + and its country code. Kept as the digits a WhatsApp link needs: 919876543210. */
export const adminSiteWhatsAppHint = (l: Locale): string =>
  (l !== "en" && adminText(l, 1435)) || "A 10-digit mobile number, e.g. 98765 43210, or one from abroad with + and its country code. Kept as the digits a WhatsApp link needs: 919876543210.";
/** WhatsApp number */
export const adminSiteWhatsAppNumber = (l: Locale): string =>
  (l !== "en" && adminText(l, 1436)) || "WhatsApp number";
/** WhatsApp number same as phone */
export const adminSiteWhatsAppSame = (l: Locale): string =>
  (l !== "en" && adminText(l, 1437)) || "WhatsApp number same as phone";
/** Your account's details could not be loaded. Check the connection and try again. */
export const adminTeamAccountFailed = (l: Locale): string =>
  (l !== "en" && adminText(l, 1438)) || "Your account's details could not be loaded. Check the connection and try again.";
/** Your account */
export const adminTeamAccountTitle = (l: Locale): string =>
  (l !== "en" && adminText(l, 1439)) || "Your account";
/** Failed to load the accounts. Please try again. */
export const adminTeamAccountsFailed = (l: Locale): string =>
  (l !== "en" && adminText(l, 1440)) || "Failed to load the accounts. Please try again.";
/** Who can sign in to run the site, and what each may do. */
export const adminTeamAccountsHint = (l: Locale): string =>
  (l !== "en" && adminText(l, 1441)) || "Who can sign in to run the site, and what each may do.";
/** Accounts */
export const adminTeamAccountsTitle = (l: Locale): string =>
  (l !== "en" && adminText(l, 1442)) || "Accounts";
/** Add a passkey */
export const adminTeamAddPasskey = (l: Locale): string =>
  (l !== "en" && adminText(l, 1443)) || "Add a passkey";
/** Add this site to an authenticator app (Google Authenticator, Microsoft Authenticator, 1Password…): */
export const adminTeamAddToApp = (l: Locale): string =>
  (l !== "en" && adminText(l, 1444)) || "Add this site to an authenticator app (Google Authenticator, Microsoft Authenticator, 1Password…):";
/** Address: */
export const adminTeamAddressLabel = (l: Locale): string =>
  (l !== "en" && adminText(l, 1445)) || "Address:";
/** {who}'s authenticator app is off. */
export const adminTeamAppOff = (l: Locale, v: { who: Value }): string =>
  (l !== "en" && adminText(l, 1446, v)) || "" + v.who + "'s authenticator app is off.";
/** Turn off {who}'s authenticator app? Do this when they have lost their phone and their recovery codes. */
export const adminTeamAppOffConfirm = (l: Locale, v: { who: Value }): string =>
  (l !== "en" && adminText(l, 1447, v)) || "Turn off " + v.who + "'s authenticator app? Do this when they have lost their phone and their recovery codes.";
/** Change password */
export const adminTeamChangePassword = (l: Locale): string =>
  (l !== "en" && adminText(l, 1448)) || "Change password";
/** Changing... */
export const adminTeamChanging = (l: Locale): string =>
  (l !== "en" && adminText(l, 1449)) || "Changing...";
/** Checking… */
export const adminTeamChecking = (l: Locale): string =>
  (l !== "en" && adminText(l, 1450)) || "Checking…";
/** Code from the app */
export const adminTeamCodeFromApp = (l: Locale): string =>
  (l !== "en" && adminText(l, 1451)) || "Code from the app";
/** Continue */
export const adminTeamContinue = (l: Locale): string =>
  (l !== "en" && adminText(l, 1452)) || "Continue";
/** Copied. */
export const adminTeamCopied = (l: Locale): string =>
  (l !== "en" && adminText(l, 1453)) || "Copied.";
/** Copy link */
export const adminTeamCopyLink = (l: Locale): string =>
  (l !== "en" && adminText(l, 1454)) || "Copy link";
/** Current password */
export const adminTeamCurrentPassword = (l: Locale): string =>
  (l !== "en" && adminText(l, 1455)) || "Current password";
/** {browser} on {system} */
export const adminTeamDeviceBrowserOn = (l: Locale, v: { browser: Value; system: Value }): string =>
  (l !== "en" && adminText(l, 1456, v)) || "" + v.browser + " on " + v.system;
/** A browser on {system} */
export const adminTeamDeviceOn = (l: Locale, v: { system: Value }): string =>
  (l !== "en" && adminText(l, 1457, v)) || "A browser on " + v.system;
/** Unknown device */
export const adminTeamDeviceUnknown = (l: Locale): string =>
  (l !== "en" && adminText(l, 1458)) || "Unknown device";
/** Disable */
export const adminTeamDisable = (l: Locale): string =>
  (l !== "en" && adminText(l, 1459)) || "Disable";
/** Disable {who}? They are signed out everywhere at once and cannot sign in until you enable the account. */
export const adminTeamDisableConfirm = (l: Locale, v: { who: Value }): string =>
  (l !== "en" && adminText(l, 1460, v)) || "Disable " + v.who + "? They are signed out everywhere at once and cannot sign in until you enable the account.";
/** Disabled */
export const adminTeamDisabled = (l: Locale): string =>
  (l !== "en" && adminText(l, 1461)) || "Disabled";
/** {who} is disabled and signed out everywhere. */
export const adminTeamDisabledDone = (l: Locale, v: { who: Value }): string =>
  (l !== "en" && adminText(l, 1462, v)) || "" + v.who + " is disabled and signed out everywhere.";
/** Done */
export const adminTeamDone = (l: Locale): string =>
  (l !== "en" && adminText(l, 1463)) || "Done";
/** E-mail address */
export const adminTeamEmailAddress = (l: Locale): string =>
  (l !== "en" && adminText(l, 1464)) || "E-mail address";
/** E-mail: */
export const adminTeamEmailLabel = (l: Locale): string =>
  (l !== "en" && adminText(l, 1465)) || "E-mail:";
/** E-mailed to {email}. You can also send the link yourself: */
export const adminTeamEmailedTo = (l: Locale, v: { email: Value }): string =>
  (l !== "en" && adminText(l, 1466, v)) || "E-mailed to " + v.email + ". You can also send the link yourself:";
/** Enable */
export const adminTeamEnable = (l: Locale): string =>
  (l !== "en" && adminText(l, 1467)) || "Enable";
/** {who} can sign in again. */
export const adminTeamEnabledDone = (l: Locale, v: { who: Value }): string =>
  (l !== "en" && adminText(l, 1468, v)) || "" + v.who + " can sign in again.";
/** Enter the code from your authenticator app. */
export const adminTeamEnterAppCode = (l: Locale): string =>
  (l !== "en" && adminText(l, 1469)) || "Enter the code from your authenticator app.";
/** Enter your password */
export const adminTeamEnterPassword = (l: Locale): string =>
  (l !== "en" && adminText(l, 1470)) || "Enter your password";
/** for {who} */
export const adminTeamForWho = (l: Locale, v: { who: Value }): string =>
  (l !== "en" && adminText(l, 1471, v)) || "for " + v.who;
/** They get an e-mail with a link to choose their name and password. The link works once, for 7 days. */
export const adminTeamInviteHintMail = (l: Locale): string =>
  (l !== "en" && adminText(l, 1472)) || "They get an e-mail with a link to choose their name and password. The link works once, for 7 days.";
/** This site cannot send e-mail, so you get a link to send them yourself. It works once, for 7 days. */
export const adminTeamInviteHintNoMail = (l: Locale): string =>
  (l !== "en" && adminText(l, 1473)) || "This site cannot send e-mail, so you get a link to send them yourself. It works once, for 7 days.";
/** You're invited to {site} website as {role}. Open this link to choose your name and password: */
export const adminTeamInviteMessage = (l: Locale, v: { role: Value; site: Value }): string =>
  (l !== "en" && adminText(l, 1474, v)) || "You're invited to " + v.site + " website as " + v.role + ". Open this link to choose your name and password:";
/** Invite someone */
export const adminTeamInviteTitle = (l: Locale): string =>
  (l !== "en" && adminText(l, 1475)) || "Invite someone";
/** {role} · invited {time} · link works until {date} */
export const adminTeamInvited = (l: Locale, v: { date: Value; role: Value; time: Value }): string =>
  (l !== "en" && adminText(l, 1476, v)) || "" + v.role + " · invited " + v.time + " · link works until " + v.date;
/** {role} · invited {time} by {who} · link works until {date} */
export const adminTeamInvitedBy = (l: Locale, v: { date: Value; role: Value; time: Value; who: Value }): string =>
  (l !== "en" && adminText(l, 1477, v)) || "" + v.role + " · invited " + v.time + " by " + v.who + " · link works until " + v.date;
/** Inviting… */
export const adminTeamInviting = (l: Locale): string =>
  (l !== "en" && adminText(l, 1478)) || "Inviting…";
/** Last used {time} */
export const adminTeamLastUsed = (l: Locale, v: { time: Value }): string =>
  (l !== "en" && adminText(l, 1479, v)) || "Last used " + v.time;
/** Last used: */
export const adminTeamLastUsedLabel = (l: Locale): string =>
  (l !== "en" && adminText(l, 1480)) || "Last used:";
/** Make invitation link */
export const adminTeamMakeInvitationLink = (l: Locale): string =>
  (l !== "en" && adminText(l, 1481)) || "Make invitation link";
/** Make new codes */
export const adminTeamMakeNewCodes = (l: Locale): string =>
  (l !== "en" && adminText(l, 1482)) || "Make new codes";
/** Make a password reset link */
export const adminTeamMakeReset = (l: Locale): string =>
  (l !== "en" && adminText(l, 1483)) || "Make a password reset link";
/** Making… */
export const adminTeamMaking = (l: Locale): string =>
  (l !== "en" && adminText(l, 1484)) || "Making…";
/** Name */
export const adminTeamName = (l: Locale): string =>
  (l !== "en" && adminText(l, 1485)) || "Name";
/** How the rest of the team sees you, in the menu and the activity. */
export const adminTeamNameHint = (l: Locale): string =>
  (l !== "en" && adminText(l, 1486)) || "How the rest of the team sees you, in the menu and the activity.";
/** Your name was not saved. */
export const adminTeamNameNotSaved = (l: Locale): string =>
  (l !== "en" && adminText(l, 1487)) || "Your name was not saved.";
/** Your name was not saved. Check the connection and try again. */
export const adminTeamNameOffline = (l: Locale): string =>
  (l !== "en" && adminText(l, 1488)) || "Your name was not saved. Check the connection and try again.";
/** Your name is saved. */
export const adminTeamNameSaved = (l: Locale): string =>
  (l !== "en" && adminText(l, 1489)) || "Your name is saved.";
/** New recovery codes */
export const adminTeamNewCodes = (l: Locale): string =>
  (l !== "en" && adminText(l, 1490)) || "New recovery codes";
/** No name yet */
export const adminTeamNoName = (l: Locale): string =>
  (l !== "en" && adminText(l, 1491)) || "No name yet";
/** Not signed in anywhere */
export const adminTeamNotSignedIn = (l: Locale): string =>
  (l !== "en" && adminText(l, 1492)) || "Not signed in anywhere";
/** Not used yet */
export const adminTeamNotUsedYet = (l: Locale): string =>
  (l !== "en" && adminText(l, 1493)) || "Not used yet";
/** You were signed in nowhere else. */
export const adminTeamNowhereElse = (l: Locale): string =>
  (l !== "en" && adminText(l, 1494)) || "You were signed in nowhere else.";
/** The other devices could not be signed out. Please try again. */
export const adminTeamOthersFailed = (l: Locale): string =>
  (l !== "en" && adminText(l, 1495)) || "The other devices could not be signed out. Please try again.";
/** Passkey "{name}" added. You can now sign in with it, with no password. */
export const adminTeamPasskeyAdded = (l: Locale, v: { name: Value }): string =>
  (l !== "en" && adminText(l, 1496, v)) || "Passkey \"" + v.name + "\" added. You can now sign in with it, with no password.";
/** No passkey was made: the request was cancelled or timed out. */
export const adminTeamPasskeyCancelled = (l: Locale): string =>
  (l !== "en" && adminText(l, 1497)) || "No passkey was made: the request was cancelled or timed out.";
/** This device already has a passkey for your account. */
export const adminTeamPasskeyExists = (l: Locale): string =>
  (l !== "en" && adminText(l, 1498)) || "This device already has a passkey for your account.";
/** Name for this passkey */
export const adminTeamPasskeyName = (l: Locale): string =>
  (l !== "en" && adminText(l, 1499)) || "Name for this passkey";
/** Name the passkey after the phone or computer it is on. */
export const adminTeamPasskeyNameMissing = (l: Locale): string =>
  (l !== "en" && adminText(l, 1500)) || "Name the passkey after the phone or computer it is on.";
/** Enter your password: it confirms that it is you adding the passkey. */
export const adminTeamPasskeyPasswordMissing = (l: Locale): string =>
  (l !== "en" && adminText(l, 1501)) || "Enter your password: it confirms that it is you adding the passkey.";
/** Remove the passkey "{name}"? It will no longer sign you in. */
export const adminTeamPasskeyRemoveConfirm = (l: Locale, v: { name: Value }): string =>
  (l !== "en" && adminText(l, 1502, v)) || "Remove the passkey \"" + v.name + "\"? It will no longer sign you in.";
/** Passkey "{name}" removed. */
export const adminTeamPasskeyRemoved = (l: Locale, v: { name: Value }): string =>
  (l !== "en" && adminText(l, 1503, v)) || "Passkey \"" + v.name + "\" removed.";
/** the passkey {name} */
export const adminTeamPasskeySr = (l: Locale, v: { name: Value }): string =>
  (l !== "en" && adminText(l, 1504, v)) || "the passkey " + v.name;
/** A passkey signs you in with your phone's fingerprint, face or screen lock: no password to type or to be stolen. */
export const adminTeamPasskeysHint = (l: Locale): string =>
  (l !== "en" && adminText(l, 1505)) || "A passkey signs you in with your phone's fingerprint, face or screen lock: no password to type or to be stolen.";
/** Passkeys work once the site is at its own address (a domain name over https). */
export const adminTeamPasskeysNeedAddress = (l: Locale): string =>
  (l !== "en" && adminText(l, 1506)) || "Passkeys work once the site is at its own address (a domain name over https).";
/** Passkeys */
export const adminTeamPasskeysTitle = (l: Locale): string =>
  (l !== "en" && adminText(l, 1507)) || "Passkeys";
/** This browser cannot make passkeys. */
export const adminTeamPasskeysUnsupported = (l: Locale): string =>
  (l !== "en" && adminText(l, 1508)) || "This browser cannot make passkeys.";
/** Password changed. You are signed out everywhere else. */
export const adminTeamPasswordChanged = (l: Locale): string =>
  (l !== "en" && adminText(l, 1509)) || "Password changed. You are signed out everywhere else.";
/** Every other device where you are signed in is signed out. */
export const adminTeamPasswordHint = (l: Locale): string =>
  (l !== "en" && adminText(l, 1510)) || "Every other device where you are signed in is signed out.";
/** The password was not changed. */
export const adminTeamPasswordNotChanged = (l: Locale): string =>
  (l !== "en" && adminText(l, 1511)) || "The password was not changed.";
/** The password was not changed. Check the connection and try again. */
export const adminTeamPasswordOffline = (l: Locale): string =>
  (l !== "en" && adminText(l, 1512)) || "The password was not changed. Check the connection and try again.";
/** Remove */
export const adminTeamRemove = (l: Locale): string =>
  (l !== "en" && adminText(l, 1513)) || "Remove";
/** Remove {who}'s account? What they changed stays in the history under their name. */
export const adminTeamRemoveConfirm = (l: Locale, v: { who: Value }): string =>
  (l !== "en" && adminText(l, 1514, v)) || "Remove " + v.who + "'s account? What they changed stays in the history under their name.";
/** {who}'s account is removed. */
export const adminTeamRemoved = (l: Locale, v: { who: Value }): string =>
  (l !== "en" && adminText(l, 1515, v)) || "" + v.who + "'s account is removed.";
/** Require a second step for every account */
export const adminTeamRequireSecondStep = (l: Locale): string =>
  (l !== "en" && adminText(l, 1516)) || "Require a second step for every account";
/** A stolen password is then not enough: after it, each person enters a code from an authenticator app on their phone (they set one up at their next sign-in), or signs in with a passkey. */
export const adminTeamRequireSecondStepHint = (l: Locale): string =>
  (l !== "en" && adminText(l, 1517)) || "A stolen password is then not enough: after it, each person enters a code from an authenticator app on their phone (they set one up at their next sign-in), or signs in with a passkey.";
/** A link to set a new password for {site} website (it works once, for an hour): */
export const adminTeamResetMessage = (l: Locale, v: { site: Value }): string =>
  (l !== "en" && adminText(l, 1518, v)) || "A link to set a new password for " + v.site + " website (it works once, for an hour):";
/** A reset link for {who} is ready below. */
export const adminTeamResetReady = (l: Locale, v: { who: Value }): string =>
  (l !== "en" && adminText(l, 1519, v)) || "A reset link for " + v.who + " is ready below.";
/** Role */
export const adminTeamRole = (l: Locale): string =>
  (l !== "en" && adminText(l, 1520)) || "Role";
/** {who} is now {role}. */
export const adminTeamRoleChanged = (l: Locale, v: { role: Value; who: Value }): string =>
  (l !== "en" && adminText(l, 1521, v)) || "" + v.who + " is now " + v.role + ".";
/** Editor */
export const adminTeamRoleEditor = (l: Locale): string =>
  (l !== "en" && adminText(l, 1522)) || "Editor";
/** Projects, gallery, blog, site content, trash, history and activity. */
export const adminTeamRoleEditorSummary = (l: Locale): string =>
  (l !== "en" && adminText(l, 1523)) || "Projects, gallery, blog, site content, trash, history and activity.";
/** Role: */
export const adminTeamRoleLabel = (l: Locale): string =>
  (l !== "en" && adminText(l, 1524)) || "Role:";
/** of {who} */
export const adminTeamRoleOf = (l: Locale, v: { who: Value }): string =>
  (l !== "en" && adminText(l, 1525, v)) || "of " + v.who;
/** Owner */
export const adminTeamRoleOwner = (l: Locale): string =>
  (l !== "en" && adminText(l, 1526)) || "Owner";
/** Everything, accounts included. */
export const adminTeamRoleOwnerSummary = (l: Locale): string =>
  (l !== "en" && adminText(l, 1527)) || "Everything, accounts included.";
/** Sales */
export const adminTeamRoleSales = (l: Locale): string =>
  (l !== "en" && adminText(l, 1528)) || "Sales";
/** The enquiries inbox; reads the content. */
export const adminTeamRoleSalesSummary = (l: Locale): string =>
  (l !== "en" && adminText(l, 1529)) || "The enquiries inbox; reads the content.";
/** What each role may do */
export const adminTeamRolesTitle = (l: Locale): string =>
  (l !== "en" && adminText(l, 1530)) || "What each role may do";
/** Save name */
export const adminTeamSaveName = (l: Locale): string =>
  (l !== "en" && adminText(l, 1531)) || "Save name";
/** Saving... */
export const adminTeamSaving = (l: Locale): string =>
  (l !== "en" && adminText(l, 1532)) || "Saving...";
/** A second step is now each person's choice. */
export const adminTeamSecondStepChoice = (l: Locale): string =>
  (l !== "en" && adminText(l, 1533)) || "A second step is now each person's choice.";
/** Every account now needs a second step to sign in. */
export const adminTeamSecondStepRequired = (l: Locale): string =>
  (l !== "en" && adminText(l, 1534)) || "Every account now needs a second step to sign in.";
/** Your sign-in settings could not be loaded. */
export const adminTeamSecurityFailed = (l: Locale): string =>
  (l !== "en" && adminText(l, 1535)) || "Your sign-in settings could not be loaded.";
/** Loading your sign-in settings… */
export const adminTeamSecurityLoading = (l: Locale): string =>
  (l !== "en" && adminText(l, 1536)) || "Loading your sign-in settings…";
/** Select the link above and copy it. */
export const adminTeamSelectLink = (l: Locale): string =>
  (l !== "en" && adminText(l, 1537)) || "Select the link above and copy it.";
/** Send invitation */
export const adminTeamSendInvitation = (l: Locale): string =>
  (l !== "en" && adminText(l, 1538)) || "Send invitation";
/** Send on WhatsApp */
export const adminTeamSendWhatsApp = (l: Locale): string =>
  (l !== "en" && adminText(l, 1539)) || "Send on WhatsApp";
/** Send this link yourself, on WhatsApp or another way you trust: */
export const adminTeamSendYourself = (l: Locale): string =>
  (l !== "en" && adminText(l, 1540)) || "Send this link yourself, on WhatsApp or another way you trust:";
/** The list of your sessions could not be loaded. Please try again. */
export const adminTeamSessionsFailed = (l: Locale): string =>
  (l !== "en" && adminText(l, 1541)) || "The list of your sessions could not be loaded. Please try again.";
/** Sign out of a device you no longer use, or do not know. */
export const adminTeamSessionsHint = (l: Locale): string =>
  (l !== "en" && adminText(l, 1542)) || "Sign out of a device you no longer use, or do not know.";
/** Loading your sessions… */
export const adminTeamSessionsLoading = (l: Locale): string =>
  (l !== "en" && adminText(l, 1543)) || "Loading your sessions…";
/** Where you're signed in */
export const adminTeamSessionsTitle = (l: Locale): string =>
  (l !== "en" && adminText(l, 1544)) || "Where you're signed in";
/** Sign out */
export const adminTeamSignOut = (l: Locale): string =>
  (l !== "en" && adminText(l, 1545)) || "Sign out";
/** Sign out of {device}? Whoever uses it will have to sign in again. */
export const adminTeamSignOutConfirm = (l: Locale, v: { device: Value }): string =>
  (l !== "en" && adminText(l, 1546, v)) || "Sign out of " + v.device + "? Whoever uses it will have to sign in again.";
/** Sign out everywhere else */
export const adminTeamSignOutEverywhere = (l: Locale): string =>
  (l !== "en" && adminText(l, 1547)) || "Sign out everywhere else";
/** {device} could not be signed out. Please try again. */
export const adminTeamSignOutFailed = (l: Locale, v: { device: Value }): string =>
  (l !== "en" && adminText(l, 1548, v)) || "" + v.device + " could not be signed out. Please try again.";
/** of {device} */
export const adminTeamSignOutOf = (l: Locale, v: { device: Value }): string =>
  (l !== "en" && adminText(l, 1549, v)) || "of " + v.device;
/** Sign out of every other device? Whoever uses them will have to sign in again. */
export const adminTeamSignOutOthersConfirm = (l: Locale): string =>
  (l !== "en" && adminText(l, 1550)) || "Sign out of every other device? Whoever uses them will have to sign in again.";
/** Signed in: */
export const adminTeamSignedInLabel = (l: Locale): string =>
  (l !== "en" && adminText(l, 1551)) || "Signed in:";
/** signed in on {count} devices */
export const adminTeamSignedInOn = (l: Locale, v: { count: Value }): string =>
  (l !== "en" && adminText(l, 1552, v)) || "signed in on " + v.count + " devices";
/** Signed out of {device}. */
export const adminTeamSignedOutOf = (l: Locale, v: { device: Value }): string =>
  (l !== "en" && adminText(l, 1553, v)) || "Signed out of " + v.device + ".";
/** Signed out of {count} other devices. */
export const adminTeamSignedOutOthersMany = (l: Locale, v: { count: Value }): string =>
  (l !== "en" && adminText(l, 1554, v)) || "Signed out of " + v.count + " other devices.";
/** Signed out of {count} other device. */
export const adminTeamSignedOutOthersOne = (l: Locale, v: { count: Value }): string =>
  (l !== "en" && adminText(l, 1555, v)) || "Signed out of " + v.count + " other device.";
/** The link */
export const adminTeamTheLink = (l: Locale): string =>
  (l !== "en" && adminText(l, 1556)) || "The link";
/** The team */
export const adminTeamTheTeam = (l: Locale): string =>
  (l !== "en" && adminText(l, 1557)) || "The team";
/** Then enter the 6-digit code it shows, to check that it works. */
export const adminTeamThenEnterCode = (l: Locale): string =>
  (l !== "en" && adminText(l, 1558)) || "Then enter the 6-digit code it shows, to check that it works.";
/** This device */
export const adminTeamThisDevice = (l: Locale): string =>
  (l !== "en" && adminText(l, 1559)) || "This device";
/** You are signed in on this device only. */
export const adminTeamThisDeviceOnly = (l: Locale): string =>
  (l !== "en" && adminText(l, 1560)) || "You are signed in on this device only.";
/** Turn off */
export const adminTeamTurnOff = (l: Locale): string =>
  (l !== "en" && adminText(l, 1561)) || "Turn off";
/** Turn off their authenticator app */
export const adminTeamTurnOffTheirApp = (l: Locale): string =>
  (l !== "en" && adminText(l, 1562)) || "Turn off their authenticator app";
/** Turn off two-step sign-in */
export const adminTeamTurnOffTwoStep = (l: Locale): string =>
  (l !== "en" && adminText(l, 1563)) || "Turn off two-step sign-in";
/** Turn on */
export const adminTeamTurnOn = (l: Locale): string =>
  (l !== "en" && adminText(l, 1564)) || "Turn on";
/** Turn on two-step sign-in */
export const adminTeamTurnOnTwoStep = (l: Locale): string =>
  (l !== "en" && adminText(l, 1565)) || "Turn on two-step sign-in";
/** Turning off… */
export const adminTeamTurningOff = (l: Locale): string =>
  (l !== "en" && adminText(l, 1566)) || "Turning off…";
/** Two-step sign-in is off: your password alone signs you in. */
export const adminTeamTwoStepOff = (l: Locale): string =>
  (l !== "en" && adminText(l, 1567)) || "Two-step sign-in is off: your password alone signs you in.";
/** Off. With it on, a stolen password is not enough: after it, the login asks for a code from an app on your phone. */
export const adminTeamTwoStepOffHint = (l: Locale): string =>
  (l !== "en" && adminText(l, 1568)) || "Off. With it on, a stolen password is not enough: after it, the login asks for a code from an app on your phone.";
/** After your password, the login asks for the code your authenticator app shows. */
export const adminTeamTwoStepOnHint = (l: Locale): string =>
  (l !== "en" && adminText(l, 1569)) || "After your password, the login asks for the code your authenticator app shows.";
/** On · {count} recovery codes left */
export const adminTeamTwoStepOnMany = (l: Locale, v: { count: Value }): string =>
  (l !== "en" && adminText(l, 1570, v)) || "On · " + v.count + " recovery codes left";
/** On · {count} recovery code left */
export const adminTeamTwoStepOnOne = (l: Locale, v: { count: Value }): string =>
  (l !== "en" && adminText(l, 1571, v)) || "On · " + v.count + " recovery code left";
/** The site's owner requires it for every account. */
export const adminTeamTwoStepRequired = (l: Locale): string =>
  (l !== "en" && adminText(l, 1572)) || "The site's owner requires it for every account.";
/** Two-step sign-in */
export const adminTeamTwoStepTitle = (l: Locale): string =>
  (l !== "en" && adminText(l, 1573)) || "Two-step sign-in";
/** Unknown */
export const adminTeamUnknown = (l: Locale): string =>
  (l !== "en" && adminText(l, 1574)) || "Unknown";
/** Waiting to join */
export const adminTeamWaiting = (l: Locale): string =>
  (l !== "en" && adminText(l, 1575)) || "Waiting to join";
/** Waiting for your device… */
export const adminTeamWaitingDevice = (l: Locale): string =>
  (l !== "en" && adminText(l, 1576)) || "Waiting for your device…";
/** Who you are */
export const adminTeamWhoYouAre = (l: Locale): string =>
  (l !== "en" && adminText(l, 1577)) || "Who you are";
/** Withdraw */
export const adminTeamWithdraw = (l: Locale): string =>
  (l !== "en" && adminText(l, 1578)) || "Withdraw";
/** Withdraw the invitation to {email}? Its link stops working. */
export const adminTeamWithdrawConfirm = (l: Locale, v: { email: Value }): string =>
  (l !== "en" && adminText(l, 1579, v)) || "Withdraw the invitation to " + v.email + "? Its link stops working.";
/** the invitation to {email} */
export const adminTeamWithdrawSr = (l: Locale, v: { email: Value }): string =>
  (l !== "en" && adminText(l, 1580, v)) || "the invitation to " + v.email;
/** The invitation to {email} is withdrawn. */
export const adminTeamWithdrawn = (l: Locale, v: { email: Value }): string =>
  (l !== "en" && adminText(l, 1581, v)) || "The invitation to " + v.email + " is withdrawn.";
/** It works once, until {date}. */
export const adminTeamWorksUntil = (l: Locale, v: { date: Value }): string =>
  (l !== "en" && adminText(l, 1582, v)) || "It works once, until " + v.date + ".";
/** You */
export const adminTeamYou = (l: Locale): string =>
  (l !== "en" && adminText(l, 1583)) || "You";
/** Your name */
export const adminTeamYourName = (l: Locale): string =>
  (l !== "en" && adminText(l, 1584)) || "Your name";
/** Your password */
export const adminTeamYourPassword = (l: Locale): string =>
  (l !== "en" && adminText(l, 1585)) || "Your password";
/** {count} days ago */
export const adminTimeDaysMany = (l: Locale, v: { count: Value }): string =>
  (l !== "en" && adminText(l, 1586, v)) || "" + v.count + " days ago";
/** {count} day ago */
export const adminTimeDaysOne = (l: Locale, v: { count: Value }): string =>
  (l !== "en" && adminText(l, 1587, v)) || "" + v.count + " day ago";
/** {count} hours ago */
export const adminTimeHoursMany = (l: Locale, v: { count: Value }): string =>
  (l !== "en" && adminText(l, 1588, v)) || "" + v.count + " hours ago";
/** {count} hour ago */
export const adminTimeHoursOne = (l: Locale, v: { count: Value }): string =>
  (l !== "en" && adminText(l, 1589, v)) || "" + v.count + " hour ago";
/** Just now */
export const adminTimeJustNow = (l: Locale): string =>
  (l !== "en" && adminText(l, 1590)) || "Just now";
/** {count} minutes ago */
export const adminTimeMinutesMany = (l: Locale, v: { count: Value }): string =>
  (l !== "en" && adminText(l, 1591, v)) || "" + v.count + " minutes ago";
/** {count} minute ago */
export const adminTimeMinutesOne = (l: Locale, v: { count: Value }): string =>
  (l !== "en" && adminText(l, 1592, v)) || "" + v.count + " minute ago";
/** Page address */
export const adminTranslationsAddress = (l: Locale): string =>
  (l !== "en" && adminText(l, 1593)) || "Page address";
/** Make from the title */
export const adminTranslationsAddressFromTitle = (l: Locale): string =>
  (l !== "en" && adminText(l, 1594)) || "Make from the title";
/** Optional: the page's own address in {language}. Left empty, the page in {language} is at the English address. Every address it had keeps working. */
export const adminTranslationsAddressHint = (l: Locale, v: { language: Value }): string =>
  (l !== "en" && adminText(l, 1595, v)) || "Optional: the page's own address in " + v.language + ". Left empty, the page in " + v.language + " is at the English address. Every address it had keeps working.";
/** All translations */
export const adminTranslationsAll = (l: Locale): string =>
  (l !== "en" && adminText(l, 1596)) || "All translations";
/** Everything is translated into {language}. */
export const adminTranslationsAllDone = (l: Locale, v: { language: Value }): string =>
  (l !== "en" && adminText(l, 1597, v)) || "Everything is translated into " + v.language + ".";
/** {count} to update */
export const adminTranslationsBehindCount = (l: Locale, v: { count: Value }): string =>
  (l !== "en" && adminText(l, 1598, v)) || "" + v.count + " to update";
/** {count} items with {language} to update */
export const adminTranslationsBehindMany = (l: Locale, v: { count: Value; language: Value }): string =>
  (l !== "en" && adminText(l, 1599, v)) || "" + v.count + " items with " + v.language + " to update";
/** {count} item with {language} to update */
export const adminTranslationsBehindOne = (l: Locale, v: { count: Value; language: Value }): string =>
  (l !== "en" && adminText(l, 1600, v)) || "" + v.count + " item with " + v.language + " to update";
/** changed {date} */
export const adminTranslationsChanged = (l: Locale, v: { date: Value }): string =>
  (l !== "en" && adminText(l, 1601, v)) || "changed " + v.date;
/** Counting… */
export const adminTranslationsCounting = (l: Locale): string =>
  (l !== "en" && adminText(l, 1602)) || "Counting…";
/** The counts could not be loaded. */
export const adminTranslationsCountsFailed = (l: Locale): string =>
  (l !== "en" && adminText(l, 1603)) || "The counts could not be loaded.";
/** Edit the English */
export const adminTranslationsEditEnglish = (l: Locale): string =>
  (l !== "en" && adminText(l, 1604)) || "Edit the English";
/** English */
export const adminTranslationsEnglish = (l: Locale): string =>
  (l !== "en" && adminText(l, 1605)) || "English";
/** Content */
export const adminTranslationsFieldContent = (l: Locale): string =>
  (l !== "en" && adminText(l, 1606)) || "Content";
/** Description */
export const adminTranslationsFieldDescription = (l: Locale): string =>
  (l !== "en" && adminText(l, 1607)) || "Description";
/** Locality */
export const adminTranslationsFieldLocality = (l: Locale): string =>
  (l !== "en" && adminText(l, 1608)) || "Locality";
/** Location */
export const adminTranslationsFieldLocation = (l: Locale): string =>
  (l !== "en" && adminText(l, 1609)) || "Location";
/** Photo {n}: what it shows */
export const adminTranslationsFieldPhotoAlt = (l: Locale, v: { n: Value }): string =>
  (l !== "en" && adminText(l, 1610, v)) || "Photo " + v.n + ": what it shows";
/** Tags */
export const adminTranslationsFieldTags = (l: Locale): string =>
  (l !== "en" && adminText(l, 1611)) || "Tags";
/** Title */
export const adminTranslationsFieldTitle = (l: Locale): string =>
  (l !== "en" && adminText(l, 1612)) || "Title";
/** Translate “{title}” */
export const adminTranslationsHeading = (l: Locale, v: { title: Value }): string =>
  (l !== "en" && adminText(l, 1613, v)) || "Translate “" + v.title + "”";
/** The site in Malayalam and Tamil shows what you write here; until a text is translated, its page shows the English, marked as such. When the English changes, its translation needs an update until someone reviews it. */
export const adminTranslationsIntro = (l: Locale): string =>
  (l !== "en" && adminText(l, 1614)) || "The site in Malayalam and Tamil shows what you write here; until a text is translated, its page shows the English, marked as such. When the English changes, its translation needs an update until someone reviews it.";
/** Failed to load the item's texts. Please try again. */
export const adminTranslationsItemLoadError = (l: Locale): string =>
  (l !== "en" && adminText(l, 1615)) || "Failed to load the item's texts. Please try again.";
/** Language */
export const adminTranslationsLanguage = (l: Locale): string =>
  (l !== "en" && adminText(l, 1616)) || "Language";
/** Malayalam */
export const adminTranslationsLanguageMl = (l: Locale): string =>
  (l !== "en" && adminText(l, 1617)) || "Malayalam";
/** Tamil */
export const adminTranslationsLanguageTa = (l: Locale): string =>
  (l !== "en" && adminText(l, 1618)) || "Tamil";
/** Separate them with commas, as in English. */
export const adminTranslationsListHint = (l: Locale): string =>
  (l !== "en" && adminText(l, 1619)) || "Separate them with commas, as in English.";
/** Failed to load what is left to translate. Please try again. */
export const adminTranslationsLoadError = (l: Locale): string =>
  (l !== "en" && adminText(l, 1620)) || "Failed to load what is left to translate. Please try again.";
/** Load more */
export const adminTranslationsLoadMore = (l: Locale): string =>
  (l !== "en" && adminText(l, 1621)) || "Load more";
/** Could not load more. Please try again. */
export const adminTranslationsLoadMoreFailed = (l: Locale): string =>
  (l !== "en" && adminText(l, 1622)) || "Could not load more. Please try again.";
/** Loading… */
export const adminTranslationsLoading = (l: Locale): string =>
  (l !== "en" && adminText(l, 1623)) || "Loading…";
/** Still right: mark as reviewed */
export const adminTranslationsMarkReviewed = (l: Locale): string =>
  (l !== "en" && adminText(l, 1624)) || "Still right: mark as reviewed";
/** {count} not translated */
export const adminTranslationsMissingCount = (l: Locale, v: { count: Value }): string =>
  (l !== "en" && adminText(l, 1625, v)) || "" + v.count + " not translated";
/** {count} items not yet in {language} */
export const adminTranslationsMissingMany = (l: Locale, v: { count: Value; language: Value }): string =>
  (l !== "en" && adminText(l, 1626, v)) || "" + v.count + " items not yet in " + v.language;
/** {count} item not yet in {language} */
export const adminTranslationsMissingOne = (l: Locale, v: { count: Value; language: Value }): string =>
  (l !== "en" && adminText(l, 1627, v)) || "" + v.count + " item not yet in " + v.language;
/** Needs update */
export const adminTranslationsNeedsUpdate = (l: Locale): string =>
  (l !== "en" && adminText(l, 1628)) || "Needs update";
/** (opens in a new tab) */
export const adminTranslationsNewTab = (l: Locale): string =>
  (l !== "en" && adminText(l, 1629)) || "(opens in a new tab)";
/** This item has no text to translate yet: write its English first. */
export const adminTranslationsNoTexts = (l: Locale): string =>
  (l !== "en" && adminText(l, 1630)) || "This item has no text to translate yet: write its English first.";
/** No unsaved changes */
export const adminTranslationsNoUnsaved = (l: Locale): string =>
  (l !== "en" && adminText(l, 1631)) || "No unsaved changes";
/** No {language} translation is behind its English. */
export const adminTranslationsNoneBehind = (l: Locale, v: { language: Value }): string =>
  (l !== "en" && adminText(l, 1632, v)) || "No " + v.language + " translation is behind its English.";
/** The translation could not be saved. Please try again. */
export const adminTranslationsNotSaved = (l: Locale): string =>
  (l !== "en" && adminText(l, 1633)) || "The translation could not be saved. Please try again.";
/** Not translated */
export const adminTranslationsNotTranslated = (l: Locale): string =>
  (l !== "en" && adminText(l, 1634)) || "Not translated";
/** Nothing has changed since the last save. */
export const adminTranslationsNothingChanged = (l: Locale): string =>
  (l !== "en" && adminText(l, 1635)) || "Nothing has changed since the last save.";
/** There is nothing of this kind to translate. */
export const adminTranslationsNothingToTranslate = (l: Locale): string =>
  (l !== "en" && adminText(l, 1636)) || "There is nothing of this kind to translate.";
/** blog post */
export const adminTranslationsNounBlogPost = (l: Locale): string =>
  (l !== "en" && adminText(l, 1637)) || "blog post";
/** gallery item */
export const adminTranslationsNounGalleryItem = (l: Locale): string =>
  (l !== "en" && adminText(l, 1638)) || "gallery item";
/** project */
export const adminTranslationsNounProject = (l: Locale): string =>
  (l !== "en" && adminText(l, 1639)) || "project";
/** Site section */
export const adminTranslationsNounSiteSection = (l: Locale): string =>
  (l !== "en" && adminText(l, 1640)) || "Site section";
/** Save {language} */
export const adminTranslationsSave = (l: Locale, v: { language: Value }): string =>
  (l !== "en" && adminText(l, 1641, v)) || "Save " + v.language;
/** {language} translation saved. */
export const adminTranslationsSaved = (l: Locale, v: { language: Value }): string =>
  (l !== "en" && adminText(l, 1642, v)) || "" + v.language + " translation saved.";
/** Saved by {name}. Leave empty to show the English. */
export const adminTranslationsSavedBy = (l: Locale, v: { name: Value }): string =>
  (l !== "en" && adminText(l, 1643, v)) || "Saved by " + v.name + ". Leave empty to show the English.";
/** Saving... */
export const adminTranslationsSaving = (l: Locale): string =>
  (l !== "en" && adminText(l, 1644)) || "Saving...";
/** See it in {language} */
export const adminTranslationsSeeIt = (l: Locale, v: { language: Value }): string =>
  (l !== "en" && adminText(l, 1645, v)) || "See it in " + v.language;
/** Show */
export const adminTranslationsShow = (l: Locale): string =>
  (l !== "en" && adminText(l, 1646)) || "Show";
/** Until it is written, the site shows the English. */
export const adminTranslationsShowsEnglish = (l: Locale): string =>
  (l !== "en" && adminText(l, 1647)) || "Until it is written, the site shows the English.";
/** Some texts could not be saved: see the fields marked below. */
export const adminTranslationsSomeNotSaved = (l: Locale): string =>
  (l !== "en" && adminText(l, 1648)) || "Some texts could not be saved: see the fields marked below.";
/** someone */
export const adminTranslationsSomeone = (l: Locale): string =>
  (l !== "en" && adminText(l, 1649)) || "someone";
/** The English it was translated from */
export const adminTranslationsSource = (l: Locale): string =>
  (l !== "en" && adminText(l, 1650)) || "The English it was translated from";
/** needs update */
export const adminTranslationsStateBehind = (l: Locale): string =>
  (l !== "en" && adminText(l, 1651)) || "needs update";
/** up to date */
export const adminTranslationsStateCurrent = (l: Locale): string =>
  (l !== "en" && adminText(l, 1652)) || "up to date";
/** not translated */
export const adminTranslationsStateMissing = (l: Locale): string =>
  (l !== "en" && adminText(l, 1653)) || "not translated";
/** Translations */
export const adminTranslationsTitle = (l: Locale): string =>
  (l !== "en" && adminText(l, 1654)) || "Translations";
/** {count} texts to save */
export const adminTranslationsToSaveMany = (l: Locale, v: { count: Value }): string =>
  (l !== "en" && adminText(l, 1655, v)) || "" + v.count + " texts to save";
/** {count} text to save */
export const adminTranslationsToSaveOne = (l: Locale, v: { count: Value }): string =>
  (l !== "en" && adminText(l, 1656, v)) || "" + v.count + " text to save";
/** Translate */
export const adminTranslationsTranslate = (l: Locale): string =>
  (l !== "en" && adminText(l, 1657)) || "Translate";
/** (untitled) */
export const adminTranslationsUntitled = (l: Locale): string =>
  (l !== "en" && adminText(l, 1658)) || "(untitled)";
/** Up to date */
export const adminTranslationsUpToDate = (l: Locale): string =>
  (l !== "en" && adminText(l, 1659)) || "Up to date";
/** Delete “{name}” for good? Its photos are removed too, and this cannot be undone. */
export const adminTrashConfirmPurge = (l: Locale, v: { name: Value }): string =>
  (l !== "en" && adminText(l, 1660, v)) || "Delete “" + v.name + "” for good? Its photos are removed too, and this cannot be undone.";
/** {count} items here now. */
export const adminTrashCountMany = (l: Locale, v: { count: Value }): string =>
  (l !== "en" && adminText(l, 1661, v)) || "" + v.count + " items here now.";
/** {count} item here now. */
export const adminTrashCountOne = (l: Locale, v: { count: Value }): string =>
  (l !== "en" && adminText(l, 1662, v)) || "" + v.count + " item here now.";
/** The trash is empty. */
export const adminTrashEmpty = (l: Locale): string =>
  (l !== "en" && adminText(l, 1663)) || "The trash is empty.";
/** Deleted projects, blog posts and gallery items stay here for {days} days with their photos, then they are removed for good. */
export const adminTrashIntro = (l: Locale, v: { days: Value }): string =>
  (l !== "en" && adminText(l, 1664, v)) || "Deleted projects, blog posts and gallery items stay here for " + v.days + " days with their photos, then they are removed for good.";
/** Blog post */
export const adminTrashKindBlog = (l: Locale): string =>
  (l !== "en" && adminText(l, 1665)) || "Blog post";
/** Gallery item */
export const adminTrashKindGallery = (l: Locale): string =>
  (l !== "en" && adminText(l, 1666)) || "Gallery item";
/** Project */
export const adminTrashKindProject = (l: Locale): string =>
  (l !== "en" && adminText(l, 1667)) || "Project";
/** Failed to load the trash. Please try again. */
export const adminTrashLoadFailed = (l: Locale): string =>
  (l !== "en" && adminText(l, 1668)) || "Failed to load the trash. Please try again.";
/** {kind} · deleted {deleted} · removed for good on {removed} */
export const adminTrashMeta = (l: Locale, v: { deleted: Value; kind: Value; removed: Value }): string =>
  (l !== "en" && adminText(l, 1669, v)) || "" + v.kind + " · deleted " + v.deleted + " · removed for good on " + v.removed;
/** Delete forever */
export const adminTrashPurge = (l: Locale): string =>
  (l !== "en" && adminText(l, 1670)) || "Delete forever";
/** “{name}” could not be deleted. Please try again. */
export const adminTrashPurgeFailed = (l: Locale, v: { name: Value }): string =>
  (l !== "en" && adminText(l, 1671, v)) || "“" + v.name + "” could not be deleted. Please try again.";
/** Delete {name} forever */
export const adminTrashPurgeName = (l: Locale, v: { name: Value }): string =>
  (l !== "en" && adminText(l, 1672, v)) || "Delete " + v.name + " forever";
/** “{name}” is deleted for good. */
export const adminTrashPurged = (l: Locale, v: { name: Value }): string =>
  (l !== "en" && adminText(l, 1673, v)) || "“" + v.name + "” is deleted for good.";
/** Restore */
export const adminTrashRestore = (l: Locale): string =>
  (l !== "en" && adminText(l, 1674)) || "Restore";
/** “{name}” could not be restored. Please try again. */
export const adminTrashRestoreFailed = (l: Locale, v: { name: Value }): string =>
  (l !== "en" && adminText(l, 1675, v)) || "“" + v.name + "” could not be restored. Please try again.";
/** Restore {name} */
export const adminTrashRestoreName = (l: Locale, v: { name: Value }): string =>
  (l !== "en" && adminText(l, 1676, v)) || "Restore " + v.name;
/** “{name}” is restored. */
export const adminTrashRestored = (l: Locale, v: { name: Value }): string =>
  (l !== "en" && adminText(l, 1677, v)) || "“" + v.name + "” is restored.";
/** See it in its list */
export const adminTrashSeeInList = (l: Locale): string =>
  (l !== "en" && adminText(l, 1678)) || "See it in its list";
/** Trash */
export const adminTrashTitle = (l: Locale): string =>
  (l !== "en" && adminText(l, 1679)) || "Trash";
/** Failed to load blog. Please try again. */
export const blogArticleLoadError = (l: Locale): string =>
  l === "ml" ? "ലേഖനം ലോഡ് ചെയ്യാനായില്ല. ദയവായി വീണ്ടും ശ്രമിക്കുക." : l === "ta" ? "கட்டுரையை ஏற்ற முடியவில்லை. மீண்டும் முயற்சிக்கவும்." : "Failed to load blog. Please try again.";
/** Construction Specialist */
export const blogAuthorRole = (l: Locale): string =>
  l === "ml" ? "നിർമ്മാണ വിദഗ്ധൻ" : l === "ta" ? "கட்டுமான நிபுணர்" : "Construction Specialist";
/** Back to Blogs */
export const blogBackToBlogs = (l: Locale): string =>
  l === "ml" ? "ബ്ലോഗിലേക്ക് മടങ്ങുക" : l === "ta" ? "வலைப்பதிவுக்குத் திரும்பு" : "Back to Blogs";
/** Home */
export const blogBreadcrumbHome = (l: Locale): string =>
  l === "ml" ? "ഹോം" : l === "ta" ? "முகப்பு" : "Home";
/** Categories */
export const blogCategories = (l: Locale): string =>
  l === "ml" ? "വിഭാഗങ്ങൾ" : l === "ta" ? "வகைகள்" : "Categories";
/** All */
export const blogCategoryAll = (l: Locale): string =>
  l === "ml" ? "എല്ലാം" : l === "ta" ? "அனைத்தும்" : "All";
/** Architecture */
export const blogCategoryArchitecture = (l: Locale): string =>
  l === "ml" ? "ആർക്കിടെക്ചർ" : l === "ta" ? "கட்டடக்கலை" : "Architecture";
/** Construction */
export const blogCategoryConstruction = (l: Locale): string =>
  l === "ml" ? "നിർമ്മാണം" : l === "ta" ? "கட்டுமானம்" : "Construction";
/** Design */
export const blogCategoryDesign = (l: Locale): string =>
  l === "ml" ? "ഡിസൈൻ" : l === "ta" ? "டிசைன்" : "Design";
/** General */
export const blogCategoryGeneral = (l: Locale): string =>
  l === "ml" ? "പൊതുവായവ" : l === "ta" ? "பொது" : "General";
/** Renovation */
export const blogCategoryRenovation = (l: Locale): string =>
  l === "ml" ? "പുതുക്കിപ്പണി" : l === "ta" ? "புதுப்பித்தல்" : "Renovation";
/** Tips & Advice */
export const blogCategoryTips = (l: Locale): string =>
  l === "ml" ? "നുറുങ്ങുകളും ഉപദേശങ്ങളും" : l === "ta" ? "குறிப்புகள் & ஆலோசனைகள்" : "Tips & Advice";
/** Clear Filters */
export const blogClearFilters = (l: Locale): string =>
  l === "ml" ? "ഫിൽട്ടറുകൾ മാറ്റുക" : l === "ta" ? "வடிகட்டிகளை நீக்கு" : "Clear Filters";
/** Ask us about your plot, your budget or anything in this article. We answer on WhatsApp and by phone, and the first site visit is free. */
export const blogCtaText = (l: Locale): string =>
  l === "ml" ? "നിങ്ങളുടെ പ്ലോട്ട്, ബജറ്റ്, ഈ ലേഖനത്തിലെ ഏത് കാര്യവും ഞങ്ങളോട് ചോദിക്കാം. വാട്ട്സ്ആപ്പിലും ഫോണിലും മറുപടി നൽകും; ആദ്യത്തെ സൈറ്റ് സന്ദർശനം സൗജന്യമാണ്." : l === "ta" ? "உங்கள் மனை, பட்ஜெட் அல்லது இந்தக் கட்டுரையில் உள்ள எதைப் பற்றியும் எங்களிடம் கேளுங்கள். வாட்ஸ்அப்பிலும் போனிலும் பதில் தருகிறோம்; முதல் சைட் விசிட் இலவசம்." : "Ask us about your plot, your budget or anything in this article. We answer on WhatsApp and by phone, and the first site visit is free.";
/** Planning Your Own Home? */
export const blogCtaTitle = (l: Locale): string =>
  l === "ml" ? "സ്വന്തമായി ഒരു വീട് പ്ലാൻ ചെയ്യുന്നുണ്ടോ?" : l === "ta" ? "உங்கள் சொந்த வீட்டைத் திட்டமிடுகிறீர்களா?" : "Planning Your Own Home?";
/** Featured Article */
export const blogFeatured = (l: Locale): string =>
  l === "ml" ? "പ്രധാന ലേഖനം" : l === "ta" ? "சிறப்புக் கட்டுரை" : "Featured Article";
/** Filter articles by category */
export const blogFilterLabel = (l: Locale): string =>
  l === "ml" ? "വിഭാഗം അനുസരിച്ച് ലേഖനങ്ങൾ തിരഞ്ഞെടുക്കുക" : l === "ta" ? "வகை வாரியாகக் கட்டுரைகளைப் பாருங்கள்" : "Filter articles by category";
/** Gallery */
export const blogGallery = (l: Locale): string =>
  l === "ml" ? "ഗാലറി" : l === "ta" ? "படத்தொகுப்பு" : "Gallery";
/** Insights, News & Construction Tips */
export const blogHeroSubtitle = (l: Locale): string =>
  l === "ml" ? "അറിവുകൾ, വാർത്തകൾ, വീടുപണിയിലെ നുറുങ്ങുകൾ" : l === "ta" ? "தகவல்கள், செய்திகள் & கட்டுமானக் குறிப்புகள்" : "Insights, News & Construction Tips";
/** Our Blog */
export const blogHeroTitle = (l: Locale): string =>
  l === "ml" ? "ഞങ്ങളുടെ ബ്ലോഗ്" : l === "ta" ? "எங்கள் வலைப்பதிவு" : "Our Blog";
/** Latest Articles */
export const blogLatestArticles = (l: Locale): string =>
  l === "ml" ? "പുതിയ ലേഖനങ്ങൾ" : l === "ta" ? "சமீபத்திய கட்டுரைகள்" : "Latest Articles";
/** Failed to load blogs. Please try again. */
export const blogLoadError = (l: Locale): string =>
  l === "ml" ? "ബ്ലോഗുകൾ ലോഡ് ചെയ്യാനായില്ല. ദയവായി വീണ്ടും ശ്രമിക്കുക." : l === "ta" ? "கட்டுரைகளை ஏற்ற முடியவில்லை. மீண்டும் முயற்சிக்கவும்." : "Failed to load blogs. Please try again.";
/** Load more articles */
export const blogLoadMore = (l: Locale): string =>
  l === "ml" ? "കൂടുതൽ ലേഖനങ്ങൾ കാണുക" : l === "ta" ? "மேலும் கட்டுரைகளைக் காட்டு" : "Load more articles";
/** Loading… */
export const blogLoading = (l: Locale): string =>
  l === "ml" ? "ലോഡ് ചെയ്യുന്നു…" : l === "ta" ? "ஏற்றப்படுகிறது…" : "Loading…";
/** Insights, news and construction tips from our builders in Thiruvananthapuram: planning, costs, materials, renovation and design. */
export const blogMetaDescription = (l: Locale): string =>
  l === "ml" ? "തിരുവനന്തപുരത്തെ ഞങ്ങളുടെ ബിൽഡർമാരിൽ നിന്ന് വീടുപണിയെക്കുറിച്ചുള്ള അറിവുകളും വാർത്തകളും നുറുങ്ങുകളും: പ്ലാനിംഗ്, ചെലവ്, നിർമ്മാണ സാമഗ്രികൾ, പുതുക്കിപ്പണി, ഡിസൈൻ." : l === "ta" ? "திருவனந்தபுரத்தில் உள்ள எங்கள் கட்டுமானக் குழுவின் அனுபவங்கள், செய்திகள், கட்டுமானக் குறிப்புகள்: திட்டமிடல், செலவு, பொருட்கள், புதுப்பித்தல், டிசைன்." : "Insights, news and construction tips from our builders in Thiruvananthapuram: planning, costs, materials, renovation and design.";
/** More articles */
export const blogMoreArticles = (l: Locale): string =>
  l === "ml" ? "കൂടുതൽ ലേഖനങ്ങൾ" : l === "ta" ? "மேலும் கட்டுரைகள்" : "More articles";
/** Blog */
export const blogName = (l: Locale): string =>
  l === "ml" ? "ബ്ലോഗ്" : l === "ta" ? "வலைப்பதிவு" : "Blog";
/** No other articles available */
export const blogNoOthers = (l: Locale): string =>
  l === "ml" ? "മറ്റ് ലേഖനങ്ങളൊന്നും ഇപ്പോഴില്ല" : l === "ta" ? "வேறு கட்டுரைகள் இல்லை" : "No other articles available";
/** No articles found */
export const blogNoneFound = (l: Locale): string =>
  l === "ml" ? "ലേഖനങ്ങളൊന്നും കണ്ടെത്തിയില്ല" : l === "ta" ? "கட்டுரைகள் எதுவும் இல்லை" : "No articles found";
/** No articles match your current filters. */
export const blogNoneMatch = (l: Locale): string =>
  l === "ml" ? "നിങ്ങൾ തിരഞ്ഞെടുത്തതിന് ചേരുന്ന ലേഖനങ്ങളൊന്നുമില്ല." : l === "ta" ? "நீங்கள் தேர்ந்தெடுத்தவற்றுக்குப் பொருந்தும் கட்டுரைகள் இல்லை." : "No articles match your current filters.";
/** Article Not Found */
export const blogNotFound = (l: Locale): string =>
  l === "ml" ? "ലേഖനം കണ്ടെത്തിയില്ല" : l === "ta" ? "கட்டுரை கிடைக்கவில்லை" : "Article Not Found";
/** This article could not be found. */
export const blogNotFoundDescription = (l: Locale): string =>
  l === "ml" ? "ഈ ലേഖനം കണ്ടെത്താനായില്ല." : l === "ta" ? "இந்தக் கட்டுரை கிடைக்கவில்லை." : "This article could not be found.";
/** This article is not on our site. It may have been removed, or the link may be mistyped. */
export const blogNotFoundText = (l: Locale): string =>
  l === "ml" ? "ഈ ലേഖനം ഞങ്ങളുടെ സൈറ്റിൽ ഇല്ല. ഇത് നീക്കം ചെയ്തതാകാം, അല്ലെങ്കിൽ ലിങ്കിൽ തെറ്റുണ്ടാകാം." : l === "ta" ? "இந்தக் கட்டுரை எங்கள் தளத்தில் இல்லை. அது நீக்கப்பட்டிருக்கலாம், அல்லது இணைப்பில் பிழை இருக்கலாம்." : "This article is not on our site. It may have been removed, or the link may be mistyped.";
/** Other Articles */
export const blogOtherArticles = (l: Locale): string =>
  l === "ml" ? "മറ്റ് ലേഖനങ്ങൾ" : l === "ta" ? "பிற கட்டுரைகள்" : "Other Articles";
/** Read Full Article */
export const blogReadFull = (l: Locale): string =>
  l === "ml" ? "മുഴുവൻ വായിക്കുക" : l === "ta" ? "முழுக் கட்டுரையையும் படிக்க" : "Read Full Article";
/** Read More */
export const blogReadMore = (l: Locale): string =>
  l === "ml" ? "കൂടുതൽ വായിക്കുക" : l === "ta" ? "மேலும் படிக்க" : "Read More";
/** Search articles */
export const blogSearchLabel = (l: Locale): string =>
  l === "ml" ? "ലേഖനങ്ങൾ തിരയുക" : l === "ta" ? "கட்டுரைகளைத் தேடுங்கள்" : "Search articles";
/** Search articles... */
export const blogSearchPlaceholder = (l: Locale): string =>
  l === "ml" ? "ലേഖനങ്ങൾ തിരയുക..." : l === "ta" ? "கட்டுரைகளைத் தேடுங்கள்..." : "Search articles...";
/** Share this article */
export const blogShare = (l: Locale): string =>
  l === "ml" ? "ഈ ലേഖനം ഷെയർ ചെയ്യുക" : l === "ta" ? "இந்தக் கட்டுரையைப் பகிருங்கள்" : "Share this article";
/** Showing {shown} of {total} articles */
export const blogShowingMany = (l: Locale, v: { shown: Value; total: Value }): string =>
  l === "ml" ? "" + v.total + " ലേഖനങ്ങളിൽ " + v.shown + " എണ്ണം കാണിക്കുന്നു" : l === "ta" ? "" + v.total + " கட்டுரைகளில் " + v.shown + " காட்டப்படுகின்றன" : "Showing " + v.shown + " of " + v.total + " articles";
/** Showing {shown} of {total} article */
export const blogShowingOne = (l: Locale, v: { shown: Value; total: Value }): string =>
  l === "ml" ? "" + v.total + " ലേഖനത്തിൽ " + v.shown + " എണ്ണം കാണിക്കുന്നു" : l === "ta" ? "" + v.total + " கட்டுரையில் " + v.shown + " காட்டப்படுகிறது" : "Showing " + v.shown + " of " + v.total + " article";
/** Tags */
export const blogTags = (l: Locale): string =>
  l === "ml" ? "ടാഗുകൾ" : l === "ta" ? "குறிச்சொற்கள்" : "Tags";
/** Try Again */
export const blogTryAgain = (l: Locale): string =>
  l === "ml" ? "വീണ്ടും ശ്രമിക്കുക" : l === "ta" ? "மீண்டும் முயற்சிக்கவும்" : "Try Again";
/** Article Unavailable */
export const blogUnavailable = (l: Locale): string =>
  l === "ml" ? "ലേഖനം ഇപ്പോൾ ലഭ്യമല്ല" : l === "ta" ? "கட்டுரையைக் காட்ட முடியவில்லை" : "Article Unavailable";
/** View All Articles */
export const blogViewAll = (l: Locale): string =>
  l === "ml" ? "എല്ലാ ലേഖനങ്ങളും കാണുക" : l === "ta" ? "எல்லாக் கட்டுரைகளையும் பார்க்க" : "View All Articles";
/** Written by */
export const blogWrittenBy = (l: Locale): string =>
  l === "ml" ? "എഴുതിയത്" : l === "ta" ? "எழுதியவர்" : "Written by";
/** Ask on WhatsApp */
export const commonAskWhatsApp = (l: Locale): string =>
  l === "ml" ? "വാട്ട്സ്ആപ്പിൽ ചോദിക്കാം" : l === "ta" ? "வாட்ஸ்அப்பில் கேளுங்கள்" : "Ask on WhatsApp";
/** Call Us Now */
export const commonCallUsNow = (l: Locale): string =>
  l === "ml" ? "ഇപ്പോൾ വിളിക്കൂ" : l === "ta" ? "இப்போதே அழையுங்கள்" : "Call Us Now";
/** {certification} certified */
export const commonCertified = (l: Locale, v: { certification: Value }): string =>
  l === "ml" ? "" + v.certification + " സർട്ടിഫൈഡ്" : l === "ta" ? "" + v.certification + " சான்றிதழ் பெற்றவர்கள்" : "" + v.certification + " certified";
/** Tell us about your plot and your plans. We visit the site, prepare a clear estimate and help with permits — at no cost to you. */
export const commonCtaText = (l: Locale): string =>
  l === "ml" ? "നിങ്ങളുടെ പ്ലോട്ടിനെക്കുറിച്ചും പ്ലാനുകളെക്കുറിച്ചും പറയൂ. ഞങ്ങൾ സൈറ്റ് വന്നു കണ്ട്, വ്യക്തമായ എസ്റ്റിമേറ്റ് തയ്യാറാക്കി, പെർമിറ്റിനും സഹായിക്കും — നിങ്ങൾക്ക് ഒരു രൂപ പോലും ചെലവില്ലാതെ." : l === "ta" ? "உங்கள் மனை, உங்கள் திட்டங்கள் பற்றிச் சொல்லுங்கள். நாங்கள் இடத்தை நேரில் பார்த்து, தெளிவான மதிப்பீடு தயாரித்து, அனுமதிகள் பெறவும் உதவுகிறோம் — உங்களுக்கு எந்தச் செலவும் இல்லாமல்." : "Tell us about your plot and your plans. We visit the site, prepare a clear estimate and help with permits — at no cost to you.";
/** Ready to Build Your Dream Home? */
export const commonCtaTitle = (l: Locale): string =>
  l === "ml" ? "സ്വപ്നവീട് പണിയാൻ തയ്യാറാണോ?" : l === "ta" ? "உங்கள் கனவு வீட்டைக் கட்டத் தயாரா?" : "Ready to Build Your Dream Home?";
/** Error */
export const commonError = (l: Locale): string =>
  l === "ml" ? "പിശക്" : l === "ta" ? "பிழை" : "Error";
/** Something failed on our side. Please try again, or go back to the home page. */
export const commonErrorText = (l: Locale): string =>
  l === "ml" ? "ഞങ്ങളുടെ ഭാഗത്ത് ഒരു തകരാർ സംഭവിച്ചു. ദയവായി വീണ്ടും ശ്രമിക്കുക, അല്ലെങ്കിൽ ഹോം പേജിലേക്ക് മടങ്ങുക." : l === "ta" ? "எங்கள் பக்கத்தில் ஏதோ கோளாறு ஏற்பட்டது. மீண்டும் முயற்சிக்கவும், அல்லது முகப்புப் பக்கத்துக்குத் திரும்பவும்." : "Something failed on our side. Please try again, or go back to the home page.";
/** Something went wrong */
export const commonErrorTitle = (l: Locale): string =>
  l === "ml" ? "എന്തോ പിഴവ് സംഭവിച്ചു" : l === "ta" ? "ஏதோ தவறு நடந்துவிட்டது" : "Something went wrong";
/** Estimate your cost */
export const commonEstimateYourCost = (l: Locale): string =>
  l === "ml" ? "ചെലവ് കണക്കാക്കാം" : l === "ta" ? "செலவைக் கணக்கிடுங்கள்" : "Estimate your cost";
/** Year Founded */
export const commonFigureFounded = (l: Locale): string =>
  l === "ml" ? "സ്ഥാപിച്ച വർഷം" : l === "ta" ? "தொடங்கிய ஆண்டு" : "Year Founded";
/** Projects Completed */
export const commonFigureProjects = (l: Locale): string =>
  l === "ml" ? "പൂർത്തിയാക്കിയ പ്രോജക്ടുകൾ" : l === "ta" ? "முடித்த திட்டங்கள்" : "Projects Completed";
/** Client Satisfaction */
export const commonFigureSatisfaction = (l: Locale): string =>
  l === "ml" ? "ഉപഭോക്തൃ സംതൃപ്തി" : l === "ta" ? "வாடிக்கையாளர் திருப்தி" : "Client Satisfaction";
/** Services Under One Roof */
export const commonFigureServices = (l: Locale): string =>
  l === "ml" ? "സേവനങ്ങൾ ഒരു കുടക്കീഴിൽ" : l === "ta" ? "சேவைகள் ஒரே இடத்தில்" : "Services Under One Roof";
/** Team Members */
export const commonFigureTeam = (l: Locale): string =>
  l === "ml" ? "ടീം അംഗങ്ങൾ" : l === "ta" ? "குழு உறுப்பினர்கள்" : "Team Members";
/** Longest Warranty */
export const commonFigureWarranty = (l: Locale): string =>
  l === "ml" ? "പരമാവധി വാറന്റി" : l === "ta" ? "அதிகபட்ச உத்தரவாதம்" : "Longest Warranty";
/** {years} yrs */
export const commonFigureWarrantyYears = (l: Locale, v: { years: Value }): string =>
  l === "ml" ? "" + v.years + " വർഷം" : l === "ta" ? "" + v.years + " ஆண்டு" : "" + v.years + " yrs";
/** Years of Experience */
export const commonFigureYearsExperience = (l: Locale): string =>
  l === "ml" ? "വർഷത്തെ പരിചയം" : l === "ta" ? "ஆண்டு அனுபவம்" : "Years of Experience";
/** Get Free Quote */
export const commonGetFreeQuote = (l: Locale): string =>
  l === "ml" ? "സൗജന്യ ക്വട്ടേഷൻ നേടൂ" : l === "ta" ? "இலவச கொட்டேஷன் பெறுங்கள்" : "Get Free Quote";
/** Go Back Home */
export const commonGoBackHome = (l: Locale): string =>
  l === "ml" ? "ഹോം പേജിലേക്ക് മടങ്ങാം" : l === "ta" ? "முகப்புப் பக்கத்துக்குத் திரும்புங்கள்" : "Go Back Home";
/** Home */
export const commonHome = (l: Locale): string =>
  l === "ml" ? "ഹോം" : l === "ta" ? "முகப்பு" : "Home";
/** Loading… */
export const commonLoading = (l: Locale): string =>
  l === "ml" ? "ലോഡ് ചെയ്യുന്നു…" : l === "ta" ? "ஏற்றப்படுகிறது…" : "Loading…";
/** Next testimonial */
export const commonNextTestimonial = (l: Locale): string =>
  l === "ml" ? "അടുത്ത അഭിപ്രായം" : l === "ta" ? "அடுத்த கருத்து" : "Next testimonial";
/** The page you are looking for might have been removed, had its name changed, or is temporarily unavailable. */
export const commonNotFoundText = (l: Locale): string =>
  l === "ml" ? "നിങ്ങൾ തിരയുന്ന പേജ് നീക്കം ചെയ്തിരിക്കാം, അതിന്റെ പേര് മാറിയിരിക്കാം, അല്ലെങ്കിൽ താൽക്കാലികമായി ലഭ്യമല്ലാതിരിക്കാം." : l === "ta" ? "நீங்கள் தேடும் பக்கம் நீக்கப்பட்டிருக்கலாம், அதன் பெயர் மாற்றப்பட்டிருக்கலாம், அல்லது தற்காலிகமாகக் கிடைக்காமல் இருக்கலாம்." : "The page you are looking for might have been removed, had its name changed, or is temporarily unavailable.";
/** Page Not Found */
export const commonNotFoundTitle = (l: Locale): string =>
  l === "ml" ? "പേജ് കണ്ടെത്താനായില്ല" : l === "ta" ? "பக்கம் கிடைக்கவில்லை" : "Page Not Found";
/** Or go on to */
export const commonNotFoundWays = (l: Locale): string =>
  l === "ml" ? "അല്ലെങ്കിൽ ഇവിടേക്ക് പോകാം" : l === "ta" ? "அல்லது இங்கே செல்லலாம்" : "Or go on to";
/** Our projects */
export const commonOurProjects = (l: Locale): string =>
  l === "ml" ? "ഞങ്ങളുടെ പ്രോജക്ടുകൾ" : l === "ta" ? "எங்கள் திட்டங்கள்" : "Our projects";
/** Our Services */
export const commonOurServices = (l: Locale): string =>
  l === "ml" ? "ഞങ്ങളുടെ സേവനങ്ങൾ" : l === "ta" ? "எங்கள் சேவைகள்" : "Our Services";
/** Packages from {price} {unit}. */
export const commonPackagesFrom = (l: Locale, v: { price: Value; unit: Value }): string =>
  l === "ml" ? "പാക്കേജുകൾ " + v.price + " " + v.unit + " മുതൽ." : l === "ta" ? "பேக்கேஜ்கள் " + v.price + " " + v.unit + " முதல்." : "Packages from " + v.price + " " + v.unit + ".";
/** Preview: {state}. {note} */
export const commonPreview = (l: Locale, v: { note: Value; state: Value }): string =>
  l === "ml" ? "പ്രിവ്യൂ: " + v.state + ". " + v.note : l === "ta" ? "முன்னோட்டம்: " + v.state + ". " + v.note : "Preview: " + v.state + ". " + v.note;
/** Visitors cannot see this page yet. */
export const commonPreviewHidden = (l: Locale): string =>
  l === "ml" ? "സന്ദർശകർക്ക് ഈ പേജ് ഇപ്പോൾ കാണാനാവില്ല." : l === "ta" ? "பார்வையாளர்களுக்கு இந்தப் பக்கம் இன்னும் தெரியாது." : "Visitors cannot see this page yet.";
/** This page is public. */
export const commonPreviewPublic = (l: Locale): string =>
  l === "ml" ? "ഈ പേജ് എല്ലാവർക്കും കാണാം." : l === "ta" ? "இந்தப் பக்கத்தை அனைவரும் பார்க்கலாம்." : "This page is public.";
/** Previous testimonial */
export const commonPreviousTestimonial = (l: Locale): string =>
  l === "ml" ? "മുമ്പത്തെ അഭിപ്രായം" : l === "ta" ? "முந்தைய கருத்து" : "Previous testimonial";
/** Rating */
export const commonRating = (l: Locale): string =>
  l === "ml" ? "റേറ്റിംഗ്" : l === "ta" ? "ரேட்டிங்" : "Rating";
/** Rating from {count} reviews */
export const commonRatingReviews = (l: Locale, v: { count: Value }): string =>
  l === "ml" ? "" + v.count + " റിവ്യൂകളിൽ നിന്നുള്ള റേറ്റിംഗ്" : l === "ta" ? "" + v.count + " மதிப்புரைகளின் ரேட்டிங்" : "Rating from " + v.count + " reviews";
/** Rating from {count} reviews on {source} */
export const commonRatingReviewsSource = (l: Locale, v: { count: Value; source: Value }): string =>
  l === "ml" ? "" + v.source + "-ലെ " + v.count + " റിവ്യൂകളിൽ നിന്നുള്ള റേറ്റിംഗ്" : l === "ta" ? "" + v.source + "-இல் " + v.count + " மதிப்புரைகளின் ரேட்டிங்" : "Rating from " + v.count + " reviews on " + v.source;
/** Rating on {source} */
export const commonRatingSource = (l: Locale, v: { source: Value }): string =>
  l === "ml" ? "" + v.source + "-ലെ റേറ്റിംഗ്" : l === "ta" ? "" + v.source + "-இல் ரேட்டிங்" : "Rating on " + v.source;
/** Show testimonial {number}: {name} */
export const commonShowTestimonial = (l: Locale, v: { name: Value; number: Value }): string =>
  l === "ml" ? "അഭിപ്രായം " + v.number + " കാണിക്കുക: " + v.name : l === "ta" ? "கருத்து " + v.number + "-ஐக் காட்டு: " + v.name : "Show testimonial " + v.number + ": " + v.name;
/** {number} of {total} */
export const commonSlideOf = (l: Locale, v: { number: Value; total: Value }): string =>
  l === "ml" ? "" + v.total + "-ൽ " + v.number : l === "ta" ? "" + v.total + "-இல் " + v.number : "" + v.number + " of " + v.total;
/** Start automatic rotation */
export const commonStartRotation = (l: Locale): string =>
  l === "ml" ? "തനിയെ മാറുന്നത് തുടങ്ങുക" : l === "ta" ? "தானாக மாறுவதைத் தொடங்கு" : "Start automatic rotation";
/** Draft */
export const commonStateDraft = (l: Locale): string =>
  l === "ml" ? "ഡ്രാഫ്റ്റ്" : l === "ta" ? "வரைவு" : "Draft";
/** Published */
export const commonStatePublished = (l: Locale): string =>
  l === "ml" ? "പ്രസിദ്ധീകരിച്ചു" : l === "ta" ? "வெளியிடப்பட்டது" : "Published";
/** Scheduled for {when} */
export const commonStateScheduled = (l: Locale, v: { when: Value }): string =>
  l === "ml" ? "" + v.when + "-ന് പ്രസിദ്ധീകരിക്കും" : l === "ta" ? "" + v.when + " அன்று வெளியிடப்படும்" : "Scheduled for " + v.when;
/** Stop automatic rotation */
export const commonStopRotation = (l: Locale): string =>
  l === "ml" ? "തനിയെ മാറുന്നത് നിർത്തുക" : l === "ta" ? "தானாக மாறுவதை நிறுத்து" : "Stop automatic rotation";
/** Client testimonials */
export const commonTestimonialsCarousel = (l: Locale): string =>
  l === "ml" ? "ഉപഭോക്താക്കളുടെ അഭിപ്രായങ്ങൾ" : l === "ta" ? "வாடிக்கையாளர்களின் கருத்துகள்" : "Client testimonials";
/** Testimonials */
export const commonTestimonialsEyebrow = (l: Locale): string =>
  l === "ml" ? "അഭിപ്രായങ്ങൾ" : l === "ta" ? "கருத்துகள்" : "Testimonials";
/** Families and businesses across Kerala and Tamil Nadu on building with us. */
export const commonTestimonialsText = (l: Locale): string =>
  l === "ml" ? "ഞങ്ങളോടൊപ്പം പണിത അനുഭവം, കേരളത്തിലെയും തമിഴ്നാട്ടിലെയും കുടുംബങ്ങളും സ്ഥാപനങ്ങളും പറയുന്നു." : l === "ta" ? "எங்களுடன் கட்டிய அனுபவத்தைப் பற்றி கேரளா, தமிழ்நாட்டுக் குடும்பங்களும் நிறுவனங்களும் சொல்கிறார்கள்." : "Families and businesses across Kerala and Tamil Nadu on building with us.";
/** What Our Clients Say */
export const commonTestimonialsTitle = (l: Locale): string =>
  l === "ml" ? "ഞങ്ങളുടെ ഉപഭോക്താക്കൾ പറയുന്നത്" : l === "ta" ? "எங்கள் வாடிக்கையாளர்கள் சொல்வது" : "What Our Clients Say";
/** Call us */
export const contactCallUs = (l: Locale): string =>
  l === "ml" ? "വിളിക്കൂ" : l === "ta" ? "அழையுங்கள்" : "Call us";
/** Call us at {phone} */
export const contactCallUsAt = (l: Locale, v: { phone: Value }): string =>
  l === "ml" ? "" + v.phone + " എന്ന നമ്പറിൽ വിളിക്കൂ" : l === "ta" ? "" + v.phone + " என்ற எண்ணில் அழையுங்கள்" : "Call us at " + v.phone;
/** Contact */
export const contactCrumbContact = (l: Locale): string =>
  l === "ml" ? "ബന്ധപ്പെടുക" : l === "ta" ? "தொடர்பு" : "Contact";
/** Home */
export const contactCrumbHome = (l: Locale): string =>
  l === "ml" ? "ഹോം" : l === "ta" ? "முகப்பு" : "Home";
/** Fri */
export const contactDayFri = (l: Locale): string =>
  l === "ml" ? "വെള്ളി" : l === "ta" ? "வெள்ளி" : "Fri";
/** Friday */
export const contactDayFriday = (l: Locale): string =>
  l === "ml" ? "വെള്ളിയാഴ്ച" : l === "ta" ? "வெள்ளிக்கிழமை" : "Friday";
/** Mon */
export const contactDayMon = (l: Locale): string =>
  l === "ml" ? "തിങ്കൾ" : l === "ta" ? "திங்கள்" : "Mon";
/** Monday */
export const contactDayMonday = (l: Locale): string =>
  l === "ml" ? "തിങ്കളാഴ്ച" : l === "ta" ? "திங்கட்கிழமை" : "Monday";
/** Sat */
export const contactDaySat = (l: Locale): string =>
  l === "ml" ? "ശനി" : l === "ta" ? "சனி" : "Sat";
/** Saturday */
export const contactDaySaturday = (l: Locale): string =>
  l === "ml" ? "ശനിയാഴ്ച" : l === "ta" ? "சனிக்கிழமை" : "Saturday";
/** Sun */
export const contactDaySun = (l: Locale): string =>
  l === "ml" ? "ഞായർ" : l === "ta" ? "ஞாயிறு" : "Sun";
/** Sunday */
export const contactDaySunday = (l: Locale): string =>
  l === "ml" ? "ഞായറാഴ്ച" : l === "ta" ? "ஞாயிற்றுக்கிழமை" : "Sunday";
/** Thu */
export const contactDayThu = (l: Locale): string =>
  l === "ml" ? "വ്യാഴം" : l === "ta" ? "வியாழன்" : "Thu";
/** Thursday */
export const contactDayThursday = (l: Locale): string =>
  l === "ml" ? "വ്യാഴാഴ്ച" : l === "ta" ? "வியாழக்கிழமை" : "Thursday";
/** Tue */
export const contactDayTue = (l: Locale): string =>
  l === "ml" ? "ചൊവ്വ" : l === "ta" ? "செவ்வாய்" : "Tue";
/** Tuesday */
export const contactDayTuesday = (l: Locale): string =>
  l === "ml" ? "ചൊവ്വാഴ്ച" : l === "ta" ? "செவ்வாய்க்கிழமை" : "Tuesday";
/** Wed */
export const contactDayWed = (l: Locale): string =>
  l === "ml" ? "ബുധൻ" : l === "ta" ? "புதன்" : "Wed";
/** Wednesday */
export const contactDayWednesday = (l: Locale): string =>
  l === "ml" ? "ബുധനാഴ്ച" : l === "ta" ? "புதன்கிழமை" : "Wednesday";
/** Talk to our engineers about your home or building: call {phone}, message us on WhatsApp or visit our office in {city}, {region}. */
export const contactDescription = (l: Locale, v: { city: Value; phone: Value; region: Value }): string =>
  l === "ml" ? "നിങ്ങളുടെ വീടിനെക്കുറിച്ചോ കെട്ടിടത്തെക്കുറിച്ചോ ഞങ്ങളുടെ എഞ്ചിനീയർമാരോട് സംസാരിക്കൂ: " + v.phone + " എന്ന നമ്പറിൽ വിളിക്കാം, വാട്ട്സ്ആപ്പിൽ മെസേജ് അയയ്ക്കാം, അല്ലെങ്കിൽ ഞങ്ങളുടെ ഓഫീസിൽ നേരിട്ട് വരാം (" + v.city + ", " + v.region + ")." : l === "ta" ? "உங்கள் வீடு அல்லது கட்டடம் பற்றி எங்கள் பொறியாளர்களிடம் பேசுங்கள்: " + v.phone + " என்ற எண்ணில் அழையுங்கள், வாட்ஸ்அப்பில் மெசேஜ் அனுப்புங்கள், அல்லது எங்கள் அலுவலகத்துக்கு நேரில் வாருங்கள் (" + v.city + ", " + v.region + ")." : "Talk to our engineers about your home or building: call " + v.phone + ", message us on WhatsApp or visit our office in " + v.city + ", " + v.region + ".";
/** Email */
export const contactEmail = (l: Locale): string =>
  l === "ml" ? "ഇമെയിൽ" : l === "ta" ? "மின்னஞ்சல்" : "Email";
/** {days}: Closed */
export const contactHoursClosed = (l: Locale, v: { days: Value }): string =>
  l === "ml" ? "" + v.days + ": അവധി" : l === "ta" ? "" + v.days + ": விடுமுறை" : "" + v.days + ": Closed";
/** {from} - {to} */
export const contactHoursDays = (l: Locale, v: { from: Value; to: Value }): string =>
  l === "ml" ? "" + v.from + " – " + v.to : l === "ta" ? "" + v.from + " – " + v.to : "" + v.from + " - " + v.to;
/** {days} {span} */
export const contactHoursOpen = (l: Locale, v: { days: Value; span: Value }): string =>
  l === "ml" ? "" + v.days + ": " + v.span : l === "ta" ? "" + v.days + ": " + v.span : "" + v.days + " " + v.span;
/** Find our office */
export const contactMapHeading = (l: Locale): string =>
  l === "ml" ? "ഞങ്ങളുടെ ഓഫീസ് എവിടെ" : l === "ta" ? "எங்கள் அலுவலகம் எங்கே" : "Find our office";
/** Map of the area around our office in {city} */
export const contactMapTitle = (l: Locale, v: { city: Value }): string =>
  l === "ml" ? "ഞങ്ങളുടെ ഓഫീസും പരിസരവും കാണിക്കുന്ന മാപ്പ് (" + v.city + ")" : l === "ta" ? "எங்கள் அலுவலகமும் சுற்றுப்பகுதியும் காட்டும் வரைபடம் (" + v.city + ")" : "Map of the area around our office in " + v.city;
/** Our Office */
export const contactOffice = (l: Locale): string =>
  l === "ml" ? "ഞങ്ങളുടെ ഓഫീസ്" : l === "ta" ? "எங்கள் அலுவலகம்" : "Our Office";
/** Open in Maps */
export const contactOpenInMaps = (l: Locale): string =>
  l === "ml" ? "മാപ്പിൽ തുറക്കൂ" : l === "ta" ? "மேப்பில் திறக்கவும்" : "Open in Maps";
/** Phone */
export const contactPhone = (l: Locale): string =>
  l === "ml" ? "ഫോൺ" : l === "ta" ? "தொலைபேசி" : "Phone";
/** Call Back or Site Visit */
export const contactRequestsEyebrow = (l: Locale): string =>
  l === "ml" ? "കോൾ ബാക്ക് അല്ലെങ്കിൽ സൈറ്റ് സന്ദർശനം" : l === "ta" ? "திரும்ப அழைப்பு அல்லது சைட் விசிட்" : "Call Back or Site Visit";
/** Ask for a call back, or book a free visit by one of our engineers to your plot. */
export const contactRequestsText = (l: Locale): string =>
  l === "ml" ? "തിരികെ വിളിക്കാൻ ആവശ്യപ്പെടാം, അല്ലെങ്കിൽ ഞങ്ങളുടെ ഒരു എഞ്ചിനീയർ നിങ്ങളുടെ പ്ലോട്ട് സൗജന്യമായി വന്നു കാണാൻ ബുക്ക് ചെയ്യാം." : l === "ta" ? "திரும்ப அழைக்கச் சொல்லுங்கள், அல்லது எங்கள் பொறியாளர் ஒருவர் உங்கள் மனையை இலவசமாக வந்து பார்க்க முன்பதிவு செய்யுங்கள்." : "Ask for a call back, or book a free visit by one of our engineers to your plot.";
/** Prefer We Call You? */
export const contactRequestsTitle = (l: Locale): string =>
  l === "ml" ? "ഞങ്ങൾ നിങ്ങളെ വിളിക്കട്ടെ?" : l === "ta" ? "நாங்களே உங்களை அழைக்கட்டுமா?" : "Prefer We Call You?";
/** Contact Us */
export const contactSectionEyebrow = (l: Locale): string =>
  l === "ml" ? "ബന്ധപ്പെടുക" : l === "ta" ? "தொடர்பு கொள்ளுங்கள்" : "Contact Us";
/** A new home, a renovation or a commercial building: tell us about it and we call you back within one working day. */
export const contactSectionText = (l: Locale): string =>
  l === "ml" ? "പുതിയ വീടോ, പുതുക്കിപ്പണിയലോ, വാണിജ്യ കെട്ടിടമോ: കാര്യം ഞങ്ങളോട് പറയൂ, ഒരു പ്രവൃത്തി ദിവസത്തിനുള്ളിൽ ഞങ്ങൾ തിരികെ വിളിക്കും." : l === "ta" ? "புதிய வீடு, புதுப்பித்தல் அல்லது வணிகக் கட்டடம்: எதுவானாலும் எங்களிடம் சொல்லுங்கள்; ஒரு வேலை நாளுக்குள் திரும்ப அழைக்கிறோம்." : "A new home, a renovation or a commercial building: tell us about it and we call you back within one working day.";
/** Get In Touch */
export const contactSectionTitle = (l: Locale): string =>
  l === "ml" ? "നിങ്ങളുടെ പ്ലാൻ ഞങ്ങളോട് പറയൂ" : l === "ta" ? "உங்கள் திட்டத்தை எங்களிடம் சொல்லுங்கள்" : "Get In Touch";
/** Visit our office, call us, or send your enquiry on WhatsApp. We reply within one working day. */
export const contactSubtitle = (l: Locale): string =>
  l === "ml" ? "ഓഫീസിൽ നേരിട്ട് വരാം, ഫോണിൽ വിളിക്കാം, അല്ലെങ്കിൽ വാട്ട്സ്ആപ്പിൽ അന്വേഷണം അയയ്ക്കാം. ഒരു പ്രവൃത്തി ദിവസത്തിനുള്ളിൽ ഞങ്ങൾ മറുപടി നൽകും." : l === "ta" ? "எங்கள் அலுவலகத்துக்கு வாருங்கள், அழையுங்கள், அல்லது உங்கள் விசாரணையை வாட்ஸ்அப்பில் அனுப்புங்கள். ஒரு வேலை நாளுக்குள் பதில் தருவோம்." : "Visit our office, call us, or send your enquiry on WhatsApp. We reply within one working day.";
/** {time} in the afternoon */
export const contactTimeAfternoon = (l: Locale, v: { time: Value }): string =>
  l === "ml" ? "ഉച്ചയ്ക്ക് " + v.time : l === "ta" ? "மதியம் " + v.time : "" + v.time + " in the afternoon";
/** {time} early in the morning */
export const contactTimeEarly = (l: Locale, v: { time: Value }): string =>
  l === "ml" ? "പുലർച്ചെ " + v.time : l === "ta" ? "அதிகாலை " + v.time : "" + v.time + " early in the morning";
/** {time} in the evening */
export const contactTimeEvening = (l: Locale, v: { time: Value }): string =>
  l === "ml" ? "വൈകിട്ട് " + v.time : l === "ta" ? "மாலை " + v.time : "" + v.time + " in the evening";
/** {time} in the morning */
export const contactTimeMorning = (l: Locale, v: { time: Value }): string =>
  l === "ml" ? "രാവിലെ " + v.time : l === "ta" ? "காலை " + v.time : "" + v.time + " in the morning";
/** {time} at night */
export const contactTimeNight = (l: Locale, v: { time: Value }): string =>
  l === "ml" ? "രാത്രി " + v.time : l === "ta" ? "இரவு " + v.time : "" + v.time + " at night";
/** {from} – {to} */
export const contactTimeSpan = (l: Locale, v: { from: Value; to: Value }): string =>
  l === "ml" ? "" + v.from + " – " + v.to : l === "ta" ? "" + v.from + " – " + v.to : "" + v.from + " – " + v.to;
/** Contact Us */
export const contactTitle = (l: Locale): string =>
  l === "ml" ? "ബന്ധപ്പെടുക" : l === "ta" ? "தொடர்பு கொள்ளுங்கள்" : "Contact Us";
/** Ways to reach us */
export const contactWaysHeading = (l: Locale): string =>
  l === "ml" ? "ഞങ്ങളെ ബന്ധപ്പെടാനുള്ള വഴികൾ" : l === "ta" ? "எங்களைத் தொடர்புகொள்ளும் வழிகள்" : "Ways to reach us";
/** WhatsApp */
export const contactWhatsApp = (l: Locale): string =>
  l === "ml" ? "വാട്ട്സ്ആപ്പ്" : l === "ta" ? "வாட்ஸ்அப்" : "WhatsApp";
/** Working Hours */
export const contactWorkingHours = (l: Locale): string =>
  l === "ml" ? "പ്രവൃത്തി സമയം" : l === "ta" ? "வேலை நேரம்" : "Working Hours";
/** Write to us */
export const contactWriteToUs = (l: Locale): string =>
  l === "ml" ? "എഴുതൂ" : l === "ta" ? "எழுதுங்கள்" : "Write to us";
/** About: {subject} */
export const enquiryAbout = (l: Locale, v: { subject: Value }): string =>
  l === "ml" ? "വിഷയം: " + v.subject : l === "ta" ? "எதைப் பற்றி: " + v.subject : "About: " + v.subject;
/** Book the visit */
export const enquiryBookVisit = (l: Locale): string =>
  l === "ml" ? "സന്ദർശനം ബുക്ക് ചെയ്യൂ" : l === "ta" ? "விசிட்டை முன்பதிவு செய்" : "Book the visit";
/** We will call you soon. Your reference is {ref}. */
export const enquiryCallBackDone = (l: Locale, v: { ref: Value }): string =>
  l === "ml" ? "ഞങ്ങൾ ഉടൻ വിളിക്കും. നിങ്ങളുടെ റഫറൻസ് നമ്പർ " + v.ref + "." : l === "ta" ? "விரைவில் உங்களை அழைப்போம். உங்கள் குறிப்பு எண் " + v.ref + "." : "We will call you soon. Your reference is " + v.ref + ".";
/** Leave your number and we call you within one working day. */
export const enquiryCallBackText = (l: Locale): string =>
  l === "ml" ? "നിങ്ങളുടെ നമ്പർ തരൂ, ഒരു പ്രവൃത്തി ദിവസത്തിനുള്ളിൽ ഞങ്ങൾ വിളിക്കും." : l === "ta" ? "உங்கள் எண்ணைத் தாருங்கள்; ஒரு வேலை நாளுக்குள் உங்களை அழைக்கிறோம்." : "Leave your number and we call you within one working day.";
/** Ask for a call back */
export const enquiryCallBackTitle = (l: Locale): string =>
  l === "ml" ? "തിരികെ വിളിക്കാൻ ആവശ്യപ്പെടൂ" : l === "ta" ? "திரும்ப அழைக்கச் சொல்லுங்கள்" : "Ask for a call back";
/** When suits you, and what about? */
export const enquiryCallBackWhen = (l: Locale): string =>
  l === "ml" ? "എപ്പോൾ വിളിക്കണം, എന്തിനെക്കുറിച്ച്?" : l === "ta" ? "எப்போது அழைக்கலாம், எதைப் பற்றி?" : "When suits you, and what about?";
/** Call me */
export const enquiryCallMe = (l: Locale): string =>
  l === "ml" ? "ഫോണിൽ വിളിക്കൂ" : l === "ta" ? "அழையுங்கள்" : "Call me";
/** Call me back */
export const enquiryCallMeBack = (l: Locale): string =>
  l === "ml" ? "എന്നെ തിരികെ വിളിക്കൂ" : l === "ta" ? "என்னை அழையுங்கள்" : "Call me back";
/** Choose a time */
export const enquiryChooseTime = (l: Locale): string =>
  l === "ml" ? "സമയം തിരഞ്ഞെടുക്കുക" : l === "ta" ? "நேரத்தைத் தேர்ந்தெடுக்கவும்" : "Choose a time";
/** Close */
export const enquiryClose = (l: Locale): string =>
  l === "ml" ? "അടയ്ക്കുക" : l === "ta" ? "மூடு" : "Close";
/** By sending this, you agree that we keep your details to answer you, as our {link} explains. */
export const enquiryConsent = (l: Locale, v: { link: Value }): string =>
  l === "ml" ? "ഇത് അയയ്ക്കുന്നതിലൂടെ, നിങ്ങൾക്ക് മറുപടി നൽകാനായി നിങ്ങളുടെ വിവരങ്ങൾ ഞങ്ങൾ സൂക്ഷിക്കുന്നതിന് നിങ്ങൾ സമ്മതിക്കുന്നു; വിശദാംശങ്ങൾ ഞങ്ങളുടെ " + v.link + " കാണാം." : l === "ta" ? "இதை அனுப்புவதன் மூலம், உங்களுக்குப் பதில் தர உங்கள் விவரங்களை நாங்கள் வைத்திருப்பதை ஏற்கிறீர்கள்; விவரங்களை எங்கள் " + v.link + " பாருங்கள்." : "By sending this, you agree that we keep your details to answer you, as our " + v.link + " explains.";
/** privacy notice */
export const enquiryConsentLink = (l: Locale): string =>
  l === "ml" ? "സ്വകാര്യതാ അറിയിപ്പിൽ" : l === "ta" ? "தனியுரிமை அறிவிப்பில்" : "privacy notice";
/** Date */
export const enquiryDate = (l: Locale): string =>
  l === "ml" ? "തീയതി" : l === "ta" ? "தேதி" : "Date";
/** Email Address */
export const enquiryEmailAddress = (l: Locale): string =>
  l === "ml" ? "ഇമെയിൽ വിലാസം" : l === "ta" ? "மின்னஞ்சல் முகவரி" : "Email Address";
/** Choose WhatsApp or a call */
export const enquiryErrorContactBy = (l: Locale): string =>
  l === "ml" ? "വാട്ട്സ്ആപ്പ് വേണോ ഫോൺ കോൾ വേണോ എന്ന് തിരഞ്ഞെടുക്കുക" : l === "ta" ? "வாட்ஸ்அப்பா அழைப்பா என்று தேர்ந்தெடுக்கவும்" : "Choose WhatsApp or a call";
/** Please enter your email address */
export const enquiryErrorEmail = (l: Locale): string =>
  l === "ml" ? "ദയവായി നിങ്ങളുടെ ഇമെയിൽ വിലാസം നൽകുക" : l === "ta" ? "உங்கள் மின்னஞ்சல் முகவரியை உள்ளிடவும்" : "Please enter your email address";
/** Enter a valid email address */
export const enquiryErrorEmailInvalid = (l: Locale): string =>
  l === "ml" ? "ശരിയായ ഇമെയിൽ വിലാസം നൽകുക" : l === "ta" ? "சரியான மின்னஞ்சல் முகவரியை உள்ளிடவும்" : "Enter a valid email address";
/** Site location must be one line of text */
export const enquiryErrorLocalityLine = (l: Locale): string =>
  l === "ml" ? "സ്ഥലം ഒറ്റ വരിയിൽ നൽകുക" : l === "ta" ? "இடத்தை ஒரே வரியில் உள்ளிடவும்" : "Site location must be one line of text";
/** Please enter a message */
export const enquiryErrorMessage = (l: Locale): string =>
  l === "ml" ? "ദയവായി ഒരു സന്ദേശം എഴുതുക" : l === "ta" ? "ஒரு செய்தியை எழுதவும்" : "Please enter a message";
/** Message must be at most {max} characters */
export const enquiryErrorMessageLong = (l: Locale, v: { max: Value }): string =>
  l === "ml" ? "സന്ദേശത്തിൽ പരമാവധി " + v.max + " അക്ഷരങ്ങൾ മാത്രം" : l === "ta" ? "செய்தியில் அதிகபட்சம் " + v.max + " எழுத்துகள் மட்டுமே" : "Message must be at most " + v.max + " characters";
/** Please enter your name */
export const enquiryErrorName = (l: Locale): string =>
  l === "ml" ? "ദയവായി നിങ്ങളുടെ പേര് നൽകുക" : l === "ta" ? "உங்கள் பெயரை உள்ளிடவும்" : "Please enter your name";
/** Name must be one line of text */
export const enquiryErrorNameLine = (l: Locale): string =>
  l === "ml" ? "പേര് ഒറ്റ വരിയിൽ നൽകുക" : l === "ta" ? "பெயர் ஒரே வரியில் இருக்க வேண்டும்" : "Name must be one line of text";
/** Name must be at most {max} characters */
export const enquiryErrorNameLong = (l: Locale, v: { max: Value }): string =>
  l === "ml" ? "പേരിൽ പരമാവധി " + v.max + " അക്ഷരങ്ങൾ മാത്രം" : l === "ta" ? "பெயரில் அதிகபட்சம் " + v.max + " எழுத்துகள் மட்டுமே" : "Name must be at most " + v.max + " characters";
/** Please enter your phone number */
export const enquiryErrorPhone = (l: Locale): string =>
  l === "ml" ? "ദയവായി നിങ്ങളുടെ ഫോൺ നമ്പർ നൽകുക" : l === "ta" ? "உங்கள் தொலைபேசி எண்ணை உள்ளிடவும்" : "Please enter your phone number";
/** Choose a time that suits you */
export const enquiryErrorPreferredTime = (l: Locale): string =>
  l === "ml" ? "നിങ്ങൾക്ക് സൗകര്യമുള്ള സമയം തിരഞ്ഞെടുക്കുക" : l === "ta" ? "உங்களுக்கு வசதியான நேரத்தைத் தேர்ந்தெடுக்கவும்" : "Choose a time that suits you";
/** Please select a service */
export const enquiryErrorService = (l: Locale): string =>
  l === "ml" ? "ഒരു സേവനം തിരഞ്ഞെടുക്കുക" : l === "ta" ? "ஒரு சேவையைத் தேர்ந்தெடுக்கவும்" : "Please select a service";
/** {count} BHK */
export const enquiryFactsBhk = (l: Locale, v: { count: Value }): string =>
  l === "ml" ? "" + v.count + " BHK" : l === "ta" ? "" + v.count + " BHK" : "" + v.count + " BHK";
/** {count} cent */
export const enquiryFactsCent = (l: Locale, v: { count: Value }): string =>
  l === "ml" ? "" + v.count + " സെന്റ്" : l === "ta" ? "" + v.count + " சென்ட்" : "" + v.count + " cent";
/** {count} cents */
export const enquiryFactsCents = (l: Locale, v: { count: Value }): string =>
  l === "ml" ? "" + v.count + " സെന്റ്" : l === "ta" ? "" + v.count + " சென்ட்" : "" + v.count + " cents";
/** {count} floor */
export const enquiryFactsFloor = (l: Locale, v: { count: Value }): string =>
  l === "ml" ? "" + v.count + " നില" : l === "ta" ? "" + v.count + " தளம்" : "" + v.count + " floor";
/** {count} floors */
export const enquiryFactsFloors = (l: Locale, v: { count: Value }): string =>
  l === "ml" ? "" + v.count + " നില" : l === "ta" ? "" + v.count + " தளங்கள்" : "" + v.count + " floors";
/** {area} sq.ft */
export const enquiryFactsSqft = (l: Locale, v: { area: Value }): string =>
  l === "ml" ? "" + v.area + " സ്ക്വയർ ഫീറ്റ്" : l === "ta" ? "" + v.area + " ச.அடி" : "" + v.area + " sq.ft";
/** We have your enquiry too: its reference is {ref}. */
export const enquiryFormDone = (l: Locale, v: { ref: Value }): string =>
  l === "ml" ? "നിങ്ങളുടെ അന്വേഷണം ഞങ്ങൾക്കും ലഭിച്ചു: റഫറൻസ് നമ്പർ " + v.ref + "." : l === "ta" ? "உங்கள் விசாரணை எங்களுக்கும் கிடைத்தது: அதன் குறிப்பு எண் " + v.ref + "." : "We have your enquiry too: its reference is " + v.ref + ".";
/** Full Name */
export const enquiryFullName = (l: Locale): string =>
  l === "ml" ? "പൂർണ്ണ പേര്" : l === "ta" ? "முழுப் பெயர்" : "Full Name";
/** Leave this empty */
export const enquiryHoneypot = (l: Locale): string =>
  l === "ml" ? "ഇത് ഒഴിച്ചിടുക" : l === "ta" ? "இதை நிரப்ப வேண்டாம்" : "Leave this empty";
/** Message */
export const enquiryMessage = (l: Locale): string =>
  l === "ml" ? "സന്ദേശം" : l === "ta" ? "செய்தி" : "Message";
/** Your enquiry opens in WhatsApp, ready to send to us. */
export const enquiryOpensInWhatsApp = (l: Locale): string =>
  l === "ml" ? "നിങ്ങളുടെ അന്വേഷണം ഞങ്ങൾക്ക് അയയ്ക്കാൻ തയ്യാറായി വാട്ട്സ്ആപ്പിൽ തുറക്കും." : l === "ta" ? "உங்கள் விசாரணை எங்களுக்கு அனுப்பத் தயாராக வாட்ஸ்அப்பில் திறக்கும்." : "Your enquiry opens in WhatsApp, ready to send to us.";
/** (optional) */
export const enquiryOptional = (l: Locale): string =>
  l === "ml" ? "(നിർബന്ധമില്ല)" : l === "ta" ? "(விருப்பமானால்)" : "(optional)";
/** afternoon */
export const enquiryPartAfternoon = (l: Locale): string =>
  l === "ml" ? "ഉച്ചകഴിഞ്ഞ്" : l === "ta" ? "மதியம்" : "afternoon";
/** evening */
export const enquiryPartEvening = (l: Locale): string =>
  l === "ml" ? "വൈകിട്ട്" : l === "ta" ? "மாலையில்" : "evening";
/** morning */
export const enquiryPartMorning = (l: Locale): string =>
  l === "ml" ? "രാവിലെ" : l === "ta" ? "காலையில்" : "morning";
/** Enter a 10-digit mobile number, e.g. 98470 12345, or a number from abroad with + and its country code, e.g. +971 50 123 4567 */
export const enquiryPhoneHint = (l: Locale): string =>
  l === "ml" ? "10 അക്ക മൊബൈൽ നമ്പർ നൽകുക (ഉദാ: 98470 12345), അല്ലെങ്കിൽ വിദേശ നമ്പർ + ചിഹ്നവും രാജ്യ കോഡും ചേർത്ത് നൽകുക (ഉദാ: +971 50 123 4567)" : l === "ta" ? "10 இலக்க மொபைல் எண்ணை உள்ளிடவும் (எ.கா. 98470 12345), அல்லது வெளிநாட்டு எண்ணை + குறியும் நாட்டுக் குறியீடும் சேர்த்து உள்ளிடவும் (எ.கா. +971 50 123 4567)" : "Enter a 10-digit mobile number, e.g. 98470 12345, or a number from abroad with + and its country code, e.g. +971 50 123 4567";
/** An Indian number has 10 digits after +91, e.g. +91 98470 12345 */
export const enquiryPhoneIndia = (l: Locale): string =>
  l === "ml" ? "ഇന്ത്യൻ നമ്പറിൽ +91-നു ശേഷം 10 അക്കങ്ങൾ വേണം, ഉദാ: +91 98470 12345" : l === "ta" ? "இந்திய எண்ணில் +91-க்குப் பிறகு 10 இலக்கங்கள் இருக்க வேண்டும், எ.கா. +91 98470 12345" : "An Indian number has 10 digits after +91, e.g. +91 98470 12345";
/** Phone number */
export const enquiryPhoneNumber = (l: Locale): string =>
  l === "ml" ? "ഫോൺ നമ്പർ" : l === "ta" ? "தொலைபேசி எண்" : "Phone number";
/** Phone Number */
export const enquiryPhoneNumberField = (l: Locale): string =>
  l === "ml" ? "ഫോൺ നമ്പർ" : l === "ta" ? "தொலைபேசி எண்" : "Phone Number";
/** Bahrain */
export const enquiryPlaceBahrain = (l: Locale): string =>
  l === "ml" ? "ബഹ്റൈൻ" : l === "ta" ? "பஹ்ரைன்" : "Bahrain";
/** Dubai */
export const enquiryPlaceDubai = (l: Locale): string =>
  l === "ml" ? "ദുബായ്" : l === "ta" ? "துபாய்" : "Dubai";
/** Kuala Lumpur */
export const enquiryPlaceKualaLumpur = (l: Locale): string =>
  l === "ml" ? "ക്വാലാലംപൂർ" : l === "ta" ? "கோலாலம்பூர்" : "Kuala Lumpur";
/** Kuwait */
export const enquiryPlaceKuwait = (l: Locale): string =>
  l === "ml" ? "കുവൈത്ത്" : l === "ta" ? "குவைத்" : "Kuwait";
/** London */
export const enquiryPlaceLondon = (l: Locale): string =>
  l === "ml" ? "ലണ്ടൻ" : l === "ta" ? "லண்டன்" : "London";
/** Muscat */
export const enquiryPlaceMuscat = (l: Locale): string =>
  l === "ml" ? "മസ്കത്ത്" : l === "ta" ? "மஸ்கட்" : "Muscat";
/** New York */
export const enquiryPlaceNewYork = (l: Locale): string =>
  l === "ml" ? "ന്യൂയോർക്ക്" : l === "ta" ? "நியூயார்க்" : "New York";
/** Qatar */
export const enquiryPlaceQatar = (l: Locale): string =>
  l === "ml" ? "ഖത്തർ" : l === "ta" ? "கத்தார்" : "Qatar";
/** Riyadh */
export const enquiryPlaceRiyadh = (l: Locale): string =>
  l === "ml" ? "റിയാദ്" : l === "ta" ? "ரியாத்" : "Riyadh";
/** Singapore */
export const enquiryPlaceSingapore = (l: Locale): string =>
  l === "ml" ? "സിംഗപ്പൂർ" : l === "ta" ? "சிங்கப்பூர்" : "Singapore";
/** Sydney */
export const enquiryPlaceSydney = (l: Locale): string =>
  l === "ml" ? "സിഡ്നി" : l === "ta" ? "சிட்னி" : "Sydney";
/** e.g. Vattiyoorkavu */
export const enquiryPlotExample = (l: Locale): string =>
  l === "ml" ? "ഉദാ: വട്ടിയൂർക്കാവ്" : l === "ta" ? "எ.கா. வட்டியூர்க்காவு" : "e.g. Vattiyoorkavu";
/** Where is the plot? */
export const enquiryPlotWhere = (l: Locale): string =>
  l === "ml" ? "പ്ലോട്ട് എവിടെയാണ്?" : l === "ta" ? "மனை எங்கே உள்ளது?" : "Where is the plot?";
/** {tier} package */
export const enquiryPrefillPackage = (l: Locale, v: { tier: Value }): string =>
  l === "ml" ? "" + v.tier + " പാക്കേജ്" : l === "ta" ? "" + v.tier + " பேக்கேஜ்" : "" + v.tier + " package";
/** I would like to plan a project like “{title}”. */
export const enquiryPrefillProject = (l: Locale, v: { title: Value }): string =>
  l === "ml" ? "“" + v.title + "” പോലൊരു പ്രോജക്ട് പ്ലാൻ ചെയ്യാൻ ആഗ്രഹിക്കുന്നു." : l === "ta" ? "“" + v.title + "” போன்ற ஒரு ப்ராஜெக்ட்டைத் திட்டமிட விரும்புகிறேன்." : "I would like to plan a project like “" + v.title + "”.";
/** I would like to plan a project like “{title}” ({facts}). */
export const enquiryPrefillProjectFacts = (l: Locale, v: { facts: Value; title: Value }): string =>
  l === "ml" ? "“" + v.title + "” പോലൊരു പ്രോജക്ട് പ്ലാൻ ചെയ്യാൻ ആഗ്രഹിക്കുന്നു (" + v.facts + ")." : l === "ta" ? "“" + v.title + "” போன்ற ஒரு ப்ராஜெக்ட்டைத் திட்டமிட விரும்புகிறேன் (" + v.facts + ")." : "I would like to plan a project like “" + v.title + "” (" + v.facts + ").";
/** I would like a quote for {service}. */
export const enquiryPrefillService = (l: Locale, v: { service: Value }): string =>
  l === "ml" ? "ഈ സേവനത്തിന് ഒരു ക്വട്ടേഷൻ വേണം: " + v.service + "." : l === "ta" ? "இந்தச் சேவைக்கு ஒரு கொட்டேஷன் வேண்டும்: " + v.service + "." : "I would like a quote for " + v.service + ".";
/** I am interested in the {tier} package ({price} {unit}). */
export const enquiryPrefillTier = (l: Locale, v: { price: Value; tier: Value; unit: Value }): string =>
  l === "ml" ? "" + v.tier + " പാക്കേജിൽ എനിക്ക് താൽപ്പര്യമുണ്ട് (" + v.price + " " + v.unit + ")." : l === "ta" ? "" + v.tier + " பேக்கேஜில் எனக்கு ஆர்வம் உள்ளது (" + v.price + " " + v.unit + ")." : "I am interested in the " + v.tier + " package (" + v.price + " " + v.unit + ").";
/** That date cannot be booked: choose a day we are open (Monday to Saturday), from today up to 90 days ahead. */
export const enquiryProblemDate = (l: Locale): string =>
  l === "ml" ? "ആ തീയതി ബുക്ക് ചെയ്യാൻ കഴിയില്ല: ഇന്നു മുതൽ 90 ദിവസത്തിനുള്ളിൽ, ഞങ്ങൾ തുറന്നിരിക്കുന്ന ഒരു ദിവസം (തിങ്കൾ മുതൽ ശനി വരെ) തിരഞ്ഞെടുക്കുക." : l === "ta" ? "அந்தத் தேதியில் முன்பதிவு செய்ய முடியாது: இன்று முதல் 90 நாட்களுக்குள், நாங்கள் திறந்திருக்கும் ஒரு நாளைத் (திங்கள் முதல் சனி வரை) தேர்ந்தெடுக்கவும்." : "That date cannot be booked: choose a day we are open (Monday to Saturday), from today up to 90 days ahead.";
/** Please enter a valid email address. */
export const enquiryProblemEmail = (l: Locale): string =>
  l === "ml" ? "ശരിയായ ഇമെയിൽ വിലാസം നൽകുക." : l === "ta" ? "சரியான மின்னஞ்சல் முகவரியை உள்ளிடவும்." : "Please enter a valid email address.";
/** Please check the figures: the plot size, the built-up area (each floor no larger than the plot), the floors and the package. */
export const enquiryProblemEstimate = (l: Locale): string =>
  l === "ml" ? "കണക്കുകൾ ഒന്നു പരിശോധിക്കുക: പ്ലോട്ടിന്റെ വലിപ്പം, ബിൽറ്റ്-അപ്പ് ഏരിയ (ഓരോ നിലയും പ്ലോട്ടിനെക്കാൾ വലുതാകരുത്), നിലകളുടെ എണ്ണം, പാക്കേജ്." : l === "ta" ? "விவரங்களைச் சரிபார்க்கவும்: மனையின் அளவு, கட்டுமானப் பரப்பு (ஒவ்வொரு தளமும் மனையை விடப் பெரிதாக இருக்கக்கூடாது), தளங்களின் எண்ணிக்கை, பேக்கேஜ்." : "Please check the figures: the plot size, the built-up area (each floor no larger than the plot), the floors and the package.";
/** Your enquiry could not be sent. */
export const enquiryProblemForm = (l: Locale): string =>
  l === "ml" ? "നിങ്ങളുടെ അന്വേഷണം അയയ്ക്കാൻ കഴിഞ്ഞില്ല." : l === "ta" ? "உங்கள் விசாரணையை அனுப்ப முடியவில்லை." : "Your enquiry could not be sent.";
/** We have had many enquiries from your connection in the last hour. Please call or WhatsApp us instead. */
export const enquiryProblemLimit = (l: Locale): string =>
  l === "ml" ? "കഴിഞ്ഞ ഒരു മണിക്കൂറിനുള്ളിൽ നിങ്ങളുടെ കണക്ഷനിൽ നിന്ന് ധാരാളം അന്വേഷണങ്ങൾ വന്നിട്ടുണ്ട്. ദയവായി ഞങ്ങളെ വിളിക്കുകയോ വാട്ട്സ്ആപ്പ് ചെയ്യുകയോ ചെയ്യൂ." : l === "ta" ? "கடந்த ஒரு மணி நேரத்தில் உங்கள் இணைப்பிலிருந்து பல விசாரணைகள் வந்துள்ளன. தயவுசெய்து எங்களை அழையுங்கள் அல்லது வாட்ஸ்அப் செய்யுங்கள்." : "We have had many enquiries from your connection in the last hour. Please call or WhatsApp us instead.";
/** Please write a message of at most 2,000 characters. */
export const enquiryProblemMessage = (l: Locale): string =>
  l === "ml" ? "പരമാവധി 2,000 അക്ഷരങ്ങളിൽ ഒരു സന്ദേശം എഴുതുക." : l === "ta" ? "அதிகபட்சம் 2,000 எழுத்துகளில் ஒரு செய்தியை எழுதவும்." : "Please write a message of at most 2,000 characters.";
/** Please enter your name: one line, at most 100 characters. */
export const enquiryProblemName = (l: Locale): string =>
  l === "ml" ? "ദയവായി നിങ്ങളുടെ പേര് നൽകുക: ഒറ്റ വരിയിൽ, പരമാവധി 100 അക്ഷരങ്ങൾ." : l === "ta" ? "உங்கள் பெயரை உள்ளிடவும்: ஒரே வரியில், அதிகபட்சம் 100 எழுத்துகள்." : "Please enter your name: one line, at most 100 characters.";
/** Enquiries are accepted from this site's own pages only. */
export const enquiryProblemOrigin = (l: Locale): string =>
  l === "ml" ? "ഈ വെബ്സൈറ്റിന്റെ സ്വന്തം പേജുകളിൽ നിന്നുള്ള അന്വേഷണങ്ങൾ മാത്രമേ സ്വീകരിക്കൂ." : l === "ta" ? "இந்த இணையதளத்தின் சொந்தப் பக்கங்களிலிருந்து வரும் விசாரணைகள் மட்டுமே ஏற்கப்படும்." : "Enquiries are accepted from this site's own pages only.";
/** Please enter a 10-digit mobile number, or a number from abroad with + and its country code, e.g. +971 50 123 4567. */
export const enquiryProblemPhone = (l: Locale): string =>
  l === "ml" ? "10 അക്ക മൊബൈൽ നമ്പർ നൽകുക, അല്ലെങ്കിൽ വിദേശ നമ്പർ + ചിഹ്നവും രാജ്യ കോഡും ചേർത്ത് നൽകുക, ഉദാ: +971 50 123 4567." : l === "ta" ? "10 இலக்க மொபைல் எண்ணை உள்ளிடவும், அல்லது வெளிநாட்டு எண்ணை + குறியும் நாட்டுக் குறியீடும் சேர்த்து உள்ளிடவும், எ.கா. +971 50 123 4567." : "Please enter a 10-digit mobile number, or a number from abroad with + and its country code, e.g. +971 50 123 4567.";
/** Please select a service. */
export const enquiryProblemService = (l: Locale): string =>
  l === "ml" ? "ഒരു സേവനം തിരഞ്ഞെടുക്കുക." : l === "ta" ? "ஒரு சேவையைத் தேர்ந்தெடுக்கவும்." : "Please select a service.";
/** That time cannot be booked: choose one of the times offered, later than now. */
export const enquiryProblemSlot = (l: Locale): string =>
  l === "ml" ? "ആ സമയം ബുക്ക് ചെയ്യാൻ കഴിയില്ല: നൽകിയിരിക്കുന്ന സമയങ്ങളിൽ ഇപ്പോഴത്തേതിനു ശേഷമുള്ള ഒന്ന് തിരഞ്ഞെടുക്കുക." : l === "ta" ? "அந்த நேரத்தில் முன்பதிவு செய்ய முடியாது: கொடுக்கப்பட்ட நேரங்களில் இப்போதைக்குப் பிந்தைய ஒன்றைத் தேர்ந்தெடுக்கவும்." : "That time cannot be booked: choose one of the times offered, later than now.";
/** Please call or WhatsApp us. */
export const enquiryReceiptCallUs = (l: Locale): string =>
  l === "ml" ? "ദയവായി ഞങ്ങളെ വിളിക്കുകയോ വാട്ട്സ്ആപ്പ് ചെയ്യുകയോ ചെയ്യൂ." : l === "ta" ? "தயவுசெய்து எங்களை அழையுங்கள் அல்லது வாட்ஸ்அப் செய்யுங்கள்." : "Please call or WhatsApp us.";
/** Your {what} could not be saved. */
export const enquiryReceiptNotSaved = (l: Locale, v: { what: Value }): string =>
  l === "ml" ? "നിങ്ങളുടെ " + v.what + " സേവ് ചെയ്യാൻ കഴിഞ്ഞില്ല." : l === "ta" ? "உங்கள் " + v.what + " சேமிக்க முடியவில்லை." : "Your " + v.what + " could not be saved.";
/** Saving your {what} ({ref})… */
export const enquiryReceiptSaving = (l: Locale, v: { ref: Value; what: Value }): string =>
  l === "ml" ? "നിങ്ങളുടെ " + v.what + " (" + v.ref + ") സേവ് ചെയ്യുന്നു…" : l === "ta" ? "உங்கள் " + v.what + " (" + v.ref + ") சேமிக்கப்படுகிறது…" : "Saving your " + v.what + " (" + v.ref + ")…";
/** Your {what} ({ref}) is saved on this device: we could not reach our server, so it will be sent when you open another page of our site. */
export const enquiryReceiptWaiting = (l: Locale, v: { ref: Value; what: Value }): string =>
  l === "ml" ? "നിങ്ങളുടെ " + v.what + " (" + v.ref + ") ഈ ഉപകരണത്തിൽ സേവ് ചെയ്തിട്ടുണ്ട്: ഞങ്ങളുടെ സെർവറിലേക്ക് ഇപ്പോൾ എത്താൻ കഴിഞ്ഞില്ല, അതിനാൽ ഞങ്ങളുടെ സൈറ്റിലെ മറ്റൊരു പേജ് തുറക്കുമ്പോൾ ഇത് അയയ്ക്കും." : l === "ta" ? "உங்கள் " + v.what + " (" + v.ref + ") இந்தச் சாதனத்தில் சேமிக்கப்பட்டுள்ளது: எங்கள் சர்வரை இப்போது அடைய முடியவில்லை, எனவே எங்கள் தளத்தின் வேறொரு பக்கத்தைத் திறக்கும்போது இது அனுப்பப்படும்." : "Your " + v.what + " (" + v.ref + ") is saved on this device: we could not reach our server, so it will be sent when you open another page of our site.";
/** Select a service */
export const enquirySelectService = (l: Locale): string =>
  l === "ml" ? "ഒരു സേവനം തിരഞ്ഞെടുക്കുക" : l === "ta" ? "ஒரு சேவையைத் தேர்ந்தெடுக்கவும்" : "Select a service";
/** Send */
export const enquirySend = (l: Locale): string =>
  l === "ml" ? "അയയ്ക്കൂ" : l === "ta" ? "அனுப்பு" : "Send";
/** Send Message */
export const enquirySendMessage = (l: Locale): string =>
  l === "ml" ? "സന്ദേശം അയയ്ക്കൂ" : l === "ta" ? "செய்தியை அனுப்பு" : "Send Message";
/** Back to the contact form */
export const enquirySentBackToForm = (l: Locale): string =>
  l === "ml" ? "ഫോമിലേക്ക് മടങ്ങുക" : l === "ta" ? "படிவத்துக்குத் திரும்பு" : "Back to the contact form";
/** Call  */
export const enquirySentCallPrefix = (l: Locale): string =>
  l === "ml" ? "വിളിക്കൂ: " : l === "ta" ? "அழையுங்கள்: " : "Call ";
/** Contact us */
export const enquirySentContactUs = (l: Locale): string =>
  l === "ml" ? "ബന്ധപ്പെടുക" : l === "ta" ? "தொடர்பு கொள்ளுங்கள்" : "Contact us";
/** Your enquiry to us: its reference, and WhatsApp to talk to us now. */
export const enquirySentDescription = (l: Locale): string =>
  l === "ml" ? "ഞങ്ങൾക്കുള്ള നിങ്ങളുടെ അന്വേഷണം: അതിന്റെ റഫറൻസ് നമ്പറും, ഇപ്പോൾത്തന്നെ സംസാരിക്കാൻ വാട്ട്സ്ആപ്പും." : l === "ta" ? "எங்களுக்கான உங்கள் விசாரணை: அதன் குறிப்பு எண், இப்போதே பேச வாட்ஸ்அப்." : "Your enquiry to us: its reference, and WhatsApp to talk to us now.";
/** This page has expired */
export const enquirySentExpired = (l: Locale): string =>
  l === "ml" ? "ഈ പേജിന്റെ സമയം കഴിഞ്ഞു" : l === "ta" ? "இந்தப் பக்கம் காலாவதியாகிவிட்டது" : "This page has expired";
/** It showed the reference of an enquiry for an hour after it was sent. If you sent one, we have it and will call you. */
export const enquirySentExpiredText = (l: Locale): string =>
  l === "ml" ? "അന്വേഷണം അയച്ച് ഒരു മണിക്കൂർ വരെ മാത്രമാണ് ഈ പേജ് അതിന്റെ റഫറൻസ് കാണിക്കുന്നത്. നിങ്ങൾ അന്വേഷണം അയച്ചിട്ടുണ്ടെങ്കിൽ അത് ഞങ്ങൾക്ക് ലഭിച്ചിട്ടുണ്ട്, ഞങ്ങൾ വിളിക്കും." : l === "ta" ? "விசாரணை அனுப்பிய பிறகு ஒரு மணி நேரம் மட்டுமே இந்தப் பக்கம் அதன் குறிப்பு எண்ணைக் காட்டும். நீங்கள் அனுப்பியிருந்தால் அது எங்களுக்குக் கிடைத்துவிட்டது; உங்களை அழைப்போம்." : "It showed the reference of an enquiry for an hour after it was sent. If you sent one, we have it and will call you.";
/** Go back to the form to put it right, or call or WhatsApp us instead. */
export const enquirySentFix = (l: Locale): string =>
  l === "ml" ? "ഫോമിലേക്ക് മടങ്ങി അത് ശരിയാക്കൂ, അല്ലെങ്കിൽ ഞങ്ങളെ വിളിക്കുകയോ വാട്ട്സ്ആപ്പ് ചെയ്യുകയോ ചെയ്യൂ." : l === "ta" ? "படிவத்துக்குத் திரும்பிச் சென்று சரிசெய்யுங்கள், அல்லது எங்களை அழையுங்கள் அல்லது வாட்ஸ்அப் செய்யுங்கள்." : "Go back to the form to put it right, or call or WhatsApp us instead.";
/** Back to the home page */
export const enquirySentHome = (l: Locale): string =>
  l === "ml" ? "ഹോം പേജിലേക്ക് മടങ്ങുക" : l === "ta" ? "முகப்புப் பக்கத்துக்குத் திரும்பு" : "Back to the home page";
/** Your enquiry was not sent */
export const enquirySentNotSent = (l: Locale): string =>
  l === "ml" ? "നിങ്ങളുടെ അന്വേഷണം അയച്ചിട്ടില്ല" : l === "ta" ? "உங்கள் விசாரணை அனுப்பப்படவில்லை" : "Your enquiry was not sent";
/** Your reference is {ref}. We will call you within one working day. */
export const enquirySentReference = (l: Locale, v: { ref: Value }): string =>
  l === "ml" ? "നിങ്ങളുടെ റഫറൻസ് നമ്പർ " + v.ref + ". ഒരു പ്രവൃത്തി ദിവസത്തിനുള്ളിൽ ഞങ്ങൾ നിങ്ങളെ വിളിക്കും." : l === "ta" ? "உங்கள் குறிப்பு எண் " + v.ref + ". ஒரு வேலை நாளுக்குள் உங்களை அழைப்போம்." : "Your reference is " + v.ref + ". We will call you within one working day.";
/** Send on WhatsApp */
export const enquirySentSendWhatsApp = (l: Locale): string =>
  l === "ml" ? "വാട്ട്സ്ആപ്പിൽ അയയ്ക്കൂ" : l === "ta" ? "வாட்ஸ்அப்பில் அனுப்பு" : "Send on WhatsApp";
/** Want an answer sooner? Send it to us on WhatsApp too. */
export const enquirySentSooner = (l: Locale): string =>
  l === "ml" ? "വേഗം മറുപടി വേണോ? ഇത് വാട്ട്സ്ആപ്പിലും ഞങ്ങൾക്ക് അയയ്ക്കൂ." : l === "ta" ? "விரைவில் பதில் வேண்டுமா? இதை வாட்ஸ்அப்பிலும் எங்களுக்கு அனுப்புங்கள்." : "Want an answer sooner? Send it to us on WhatsApp too.";
/** Thank you, we have your enquiry */
export const enquirySentThanks = (l: Locale): string =>
  l === "ml" ? "നന്ദി, നിങ്ങളുടെ അന്വേഷണം ഞങ്ങൾക്ക് ലഭിച്ചു" : l === "ta" ? "நன்றி, உங்கள் விசாரணை எங்களுக்குக் கிடைத்தது" : "Thank you, we have your enquiry";
/** Your enquiry */
export const enquirySentTitle = (l: Locale): string =>
  l === "ml" ? "നിങ്ങളുടെ അന്വേഷണം" : l === "ta" ? "உங்கள் விசாரணை" : "Your enquiry";
/** WhatsApp us */
export const enquirySentWhatsAppUs = (l: Locale): string =>
  l === "ml" ? "വാട്ട്സ്ആപ്പ് ചെയ്യൂ" : l === "ta" ? "வாட்ஸ்அப் செய்யுங்கள்" : "WhatsApp us";
/** Electrical Installation */
export const enquiryServiceElectrical = (l: Locale): string =>
  l === "ml" ? "ഇലക്ട്രിക്കൽ വർക്കുകൾ" : l === "ta" ? "மின் இணைப்புப் பணிகள்" : "Electrical Installation";
/** Foundation and Structural Work */
export const enquiryServiceFoundation = (l: Locale): string =>
  l === "ml" ? "അടിത്തറയും സ്ട്രക്ചറൽ പണികളും" : l === "ta" ? "அடித்தளம் மற்றும் கட்டமைப்புப் பணிகள்" : "Foundation and Structural Work";
/** Interior Design and Finishing */
export const enquiryServiceInterior = (l: Locale): string =>
  l === "ml" ? "ഇന്റീരിയർ ഡിസൈനും ഫിനിഷിംഗും" : l === "ta" ? "இன்டீரியர் டிசைன் மற்றும் ஃபினிஷிங்" : "Interior Design and Finishing";
/** New Building Construction */
export const enquiryServiceNewBuilding = (l: Locale): string =>
  l === "ml" ? "പുതിയ കെട്ടിട നിർമ്മാണം" : l === "ta" ? "புதிய கட்டட கட்டுமானம்" : "New Building Construction";
/** Other */
export const enquiryServiceOther = (l: Locale): string =>
  l === "ml" ? "മറ്റുള്ളവ" : l === "ta" ? "மற்றவை" : "Other";
/** Renovation and Remodeling */
export const enquiryServiceRenovation = (l: Locale): string =>
  l === "ml" ? "പുതുക്കിപ്പണിയലും മാറ്റങ്ങളും" : l === "ta" ? "புதுப்பித்தல் மற்றும் மாற்றியமைத்தல்" : "Renovation and Remodeling";
/** Service Required */
export const enquiryServiceRequired = (l: Locale): string =>
  l === "ml" ? "ആവശ്യമുള്ള സേവനം" : l === "ta" ? "தேவையான சேவை" : "Service Required";
/** Site Preparation and Excavation */
export const enquiryServiceSitePreparation = (l: Locale): string =>
  l === "ml" ? "സ്ഥലമൊരുക്കലും മണ്ണെടുപ്പും" : l === "ta" ? "மனை தயாரிப்பு மற்றும் அகழ்வு" : "Site Preparation and Excavation";
/**  and {place} */
export const enquiryTalkAndPlace = (l: Locale, v: { place: Value }): string =>
  l === "ml" ? ", " + v.place + " സമയം" : l === "ta" ? ", " + v.place + " நேரம்" : " and " + v.place;
/** Send another */
export const enquiryTalkAnother = (l: Locale): string =>
  l === "ml" ? "മറ്റൊന്ന് അയയ്ക്കൂ" : l === "ta" ? "இன்னொன்று அனுப்பு" : "Send another";
/** Thank you: we will answer soon. Your reference is {ref}. */
export const enquiryTalkDone = (l: Locale, v: { ref: Value }): string =>
  l === "ml" ? "നന്ദി: ഞങ്ങൾ ഉടൻ മറുപടി നൽകും. നിങ്ങളുടെ റഫറൻസ് നമ്പർ " + v.ref + "." : l === "ta" ? "நன்றி: விரைவில் பதில் தருவோம். உங்கள் குறிப்பு எண் " + v.ref + "." : "Thank you: we will answer soon. Your reference is " + v.ref + ".";
/** Done */
export const enquiryTalkDoneButton = (l: Locale): string =>
  l === "ml" ? "ശരി" : l === "ta" ? "சரி" : "Done";
/** Email */
export const enquiryTalkEmail = (l: Locale): string =>
  l === "ml" ? "ഇമെയിൽ" : l === "ta" ? "மின்னஞ்சல்" : "Email";
/** How should we answer? */
export const enquiryTalkHow = (l: Locale): string =>
  l === "ml" ? "എങ്ങനെ മറുപടി നൽകണം?" : l === "ta" ? "எப்படிப் பதில் தர வேண்டும்?" : "How should we answer?";
/** India time */
export const enquiryTalkIndiaTime = (l: Locale): string =>
  l === "ml" ? "ഇന്ത്യൻ സമയം" : l === "ta" ? "இந்திய நேரம்" : "India time";
/** Leave your number: an engineer answers within one working day, the way you choose. */
export const enquiryTalkIntro = (l: Locale): string =>
  l === "ml" ? "നിങ്ങളുടെ നമ്പർ തരൂ: ഒരു പ്രവൃത്തി ദിവസത്തിനുള്ളിൽ, നിങ്ങൾ പറയുന്ന രീതിയിൽ ഒരു എഞ്ചിനീയർ മറുപടി നൽകും." : l === "ta" ? "உங்கள் எண்ணைத் தாருங்கள்: ஒரு வேலை நாளுக்குள், நீங்கள் விரும்பும் வழியில் ஒரு பொறியாளர் பதில் தருவார்." : "Leave your number: an engineer answers within one working day, the way you choose.";
/** An engineer will call you within one working day. Keep the reference: it finds your request in any message to us. */
export const enquiryTalkNextCall = (l: Locale): string =>
  l === "ml" ? "ഒരു പ്രവൃത്തി ദിവസത്തിനുള്ളിൽ ഞങ്ങളുടെ എഞ്ചിനീയർ നിങ്ങളെ വിളിക്കും. റഫറൻസ് നമ്പർ സൂക്ഷിക്കുക: ഞങ്ങൾക്കുള്ള ഏതു സന്ദേശത്തിലും അത് നൽകിയാൽ നിങ്ങളുടെ അഭ്യർത്ഥന ഉടൻ കണ്ടെത്താം." : l === "ta" ? "ஒரு வேலை நாளுக்குள் எங்கள் பொறியாளர் உங்களை அழைப்பார். குறிப்பு எண்ணை வைத்துக்கொள்ளுங்கள்: எங்களுக்கு அனுப்பும் எந்தச் செய்தியிலும் அதைக் குறிப்பிட்டால் உங்கள் கோரிக்கையை உடனே கண்டுபிடிக்கலாம்." : "An engineer will call you within one working day. Keep the reference: it finds your request in any message to us.";
/** An engineer will call you within one working day, in the {part} (India time). Keep the reference: it finds your request in any message to us. */
export const enquiryTalkNextCallAt = (l: Locale, v: { part: Value }): string =>
  l === "ml" ? "ഒരു പ്രവൃത്തി ദിവസത്തിനുള്ളിൽ, ഇന്ത്യൻ സമയം " + v.part + ", ഞങ്ങളുടെ എഞ്ചിനീയർ നിങ്ങളെ വിളിക്കും. റഫറൻസ് നമ്പർ സൂക്ഷിക്കുക: ഞങ്ങൾക്കുള്ള ഏതു സന്ദേശത്തിലും അത് നൽകിയാൽ നിങ്ങളുടെ അഭ്യർത്ഥന ഉടൻ കണ്ടെത്താം." : l === "ta" ? "ஒரு வேலை நாளுக்குள், இந்திய நேரப்படி " + v.part + ", எங்கள் பொறியாளர் உங்களை அழைப்பார். குறிப்பு எண்ணை வைத்துக்கொள்ளுங்கள்: எங்களுக்கு அனுப்பும் எந்தச் செய்தியிலும் அதைக் குறிப்பிட்டால் உங்கள் கோரிக்கையை உடனே கண்டுபிடிக்கலாம்." : "An engineer will call you within one working day, in the " + v.part + " (India time). Keep the reference: it finds your request in any message to us.";
/** An engineer will send you a WhatsApp message within one working day. Keep the reference: it finds your request in any message to us. */
export const enquiryTalkNextWhatsApp = (l: Locale): string =>
  l === "ml" ? "ഒരു പ്രവൃത്തി ദിവസത്തിനുള്ളിൽ ഞങ്ങളുടെ എഞ്ചിനീയർ നിങ്ങൾക്ക് വാട്ട്സ്ആപ്പ് മെസേജ് അയയ്ക്കും. റഫറൻസ് നമ്പർ സൂക്ഷിക്കുക: ഞങ്ങൾക്കുള്ള ഏതു സന്ദേശത്തിലും അത് നൽകിയാൽ നിങ്ങളുടെ അഭ്യർത്ഥന ഉടൻ കണ്ടെത്താം." : l === "ta" ? "ஒரு வேலை நாளுக்குள் எங்கள் பொறியாளர் உங்களுக்கு வாட்ஸ்அப் மெசேஜ் அனுப்புவார். குறிப்பு எண்ணை வைத்துக்கொள்ளுங்கள்: எங்களுக்கு அனுப்பும் எந்தச் செய்தியிலும் அதைக் குறிப்பிட்டால் உங்கள் கோரிக்கையை உடனே கண்டுபிடிக்கலாம்." : "An engineer will send you a WhatsApp message within one working day. Keep the reference: it finds your request in any message to us.";
/** An engineer will send you a WhatsApp message within one working day, in the {part} (India time). Keep the reference: it finds your request in any message to us. */
export const enquiryTalkNextWhatsAppAt = (l: Locale, v: { part: Value }): string =>
  l === "ml" ? "ഒരു പ്രവൃത്തി ദിവസത്തിനുള്ളിൽ, ഇന്ത്യൻ സമയം " + v.part + ", ഞങ്ങളുടെ എഞ്ചിനീയർ നിങ്ങൾക്ക് വാട്ട്സ്ആപ്പ് മെസേജ് അയയ്ക്കും. റഫറൻസ് നമ്പർ സൂക്ഷിക്കുക: ഞങ്ങൾക്കുള്ള ഏതു സന്ദേശത്തിലും അത് നൽകിയാൽ നിങ്ങളുടെ അഭ്യർത്ഥന ഉടൻ കണ്ടെത്താം." : l === "ta" ? "ஒரு வேலை நாளுக்குள், இந்திய நேரப்படி " + v.part + ", எங்கள் பொறியாளர் உங்களுக்கு வாட்ஸ்அப் மெசேஜ் அனுப்புவார். குறிப்பு எண்ணை வைத்துக்கொள்ளுங்கள்: எங்களுக்கு அனுப்பும் எந்தச் செய்தியிலும் அதைக் குறிப்பிட்டால் உங்கள் கோரிக்கையை உடனே கண்டுபிடிக்கலாம்." : "An engineer will send you a WhatsApp message within one working day, in the " + v.part + " (India time). Keep the reference: it finds your request in any message to us.";
/** Saved on this phone */
export const enquiryTalkSaved = (l: Locale): string =>
  l === "ml" ? "ഈ ഫോണിൽ സേവ് ചെയ്തു" : l === "ta" ? "இந்த போனில் சேமிக்கப்பட்டது" : "Saved on this phone";
/** Sending your request */
export const enquiryTalkSending = (l: Locale): string =>
  l === "ml" ? "നിങ്ങളുടെ അഭ്യർത്ഥന അയയ്ക്കുന്നു" : l === "ta" ? "உங்கள் கோரிக்கை அனுப்பப்படுகிறது" : "Sending your request";
/** Request sent */
export const enquiryTalkSent = (l: Locale): string =>
  l === "ml" ? "അഭ്യർത്ഥന അയച്ചു" : l === "ta" ? "கோரிக்கை அனுப்பப்பட்டது" : "Request sent";
/** Talk to us */
export const enquiryTalkTitle = (l: Locale): string =>
  l === "ml" ? "ഞങ്ങളോട് സംസാരിക്കൂ" : l === "ta" ? "எங்களிடம் பேசுங்கள்" : "Talk to us";
/** When suits you? */
export const enquiryTalkWhen = (l: Locale): string =>
  l === "ml" ? "ഏതു സമയമാണ് സൗകര്യം?" : l === "ta" ? "எந்த நேரம் வசதி?" : "When suits you?";
/** Tell us on WhatsApp too */
export const enquiryTellOnWhatsApp = (l: Locale): string =>
  l === "ml" ? "വാട്ട്സ്ആപ്പിലും അറിയിക്കൂ" : l === "ta" ? "வாட்ஸ்அப்பிலும் தெரிவியுங்கள்" : "Tell us on WhatsApp too";
/** Time */
export const enquiryTime = (l: Locale): string =>
  l === "ml" ? "സമയം" : l === "ta" ? "நேரம்" : "Time";
/** Afternoon (12 – 4 pm) */
export const enquiryTimeAfternoon = (l: Locale): string =>
  l === "ml" ? "ഉച്ചകഴിഞ്ഞ് (12 – 4 മണി)" : l === "ta" ? "மதியம் (12 – 4 மணி)" : "Afternoon (12 – 4 pm)";
/** Any time */
export const enquiryTimeAny = (l: Locale): string =>
  l === "ml" ? "ഏതു സമയവും" : l === "ta" ? "எந்த நேரமும்" : "Any time";
/** Evening (4 – 7 pm) */
export const enquiryTimeEvening = (l: Locale): string =>
  l === "ml" ? "വൈകിട്ട് (4 – 7 മണി)" : l === "ta" ? "மாலை (4 – 7 மணி)" : "Evening (4 – 7 pm)";
/** Morning (9 am – 12 noon) */
export const enquiryTimeMorning = (l: Locale): string =>
  l === "ml" ? "രാവിലെ (9 – 12 മണി)" : l === "ta" ? "காலை (9 – 12 மணி)" : "Morning (9 am – 12 noon)";
/** {time} · {span} in {place} */
export const enquiryTimeOnClock = (l: Locale, v: { place: Value; span: Value; time: Value }): string =>
  l === "ml" ? "" + v.time + " · " + v.place + " സമയം " + v.span : l === "ta" ? "" + v.time + " · " + v.place + " நேரப்படி " + v.span : "" + v.time + " · " + v.span + " in " + v.place;
/** We are closed that day: choose another date */
export const enquiryVisitClosed = (l: Locale): string =>
  l === "ml" ? "ആ ദിവസം ഞങ്ങൾക്ക് അവധിയാണ്: മറ്റൊരു തീയതി തിരഞ്ഞെടുക്കുക" : l === "ta" ? "அன்று எங்களுக்கு விடுமுறை: வேறொரு தேதியைத் தேர்ந்தெடுக்கவும்" : "We are closed that day: choose another date";
/** We will call you to confirm the visit. Your reference is {ref}. */
export const enquiryVisitDone = (l: Locale, v: { ref: Value }): string =>
  l === "ml" ? "സന്ദർശനം ഉറപ്പിക്കാൻ ഞങ്ങൾ വിളിക്കും. നിങ്ങളുടെ റഫറൻസ് നമ്പർ " + v.ref + "." : l === "ta" ? "விசிட்டை உறுதிசெய்ய உங்களை அழைப்போம். உங்கள் குறிப்பு எண் " + v.ref + "." : "We will call you to confirm the visit. Your reference is " + v.ref + ".";
/** Choose a date for the visit */
export const enquiryVisitNoDate = (l: Locale): string =>
  l === "ml" ? "സന്ദർശനത്തിനുള്ള തീയതി തിരഞ്ഞെടുക്കുക" : l === "ta" ? "விசிட்டுக்கான தேதியைத் தேர்ந்தெடுக்கவும்" : "Choose a date for the visit";
/** Choose a time for the visit */
export const enquiryVisitNoSlot = (l: Locale): string =>
  l === "ml" ? "സന്ദർശനത്തിനുള്ള സമയം തിരഞ്ഞെടുക്കുക" : l === "ta" ? "விசிட்டுக்கான நேரத்தைத் தேர்ந்தெடுக்கவும்" : "Choose a time for the visit";
/** Choose a date from today on */
export const enquiryVisitPast = (l: Locale): string =>
  l === "ml" ? "ഇന്നു മുതലുള്ള ഒരു തീയതി തിരഞ്ഞെടുക്കുക" : l === "ta" ? "இன்று அல்லது அதற்குப் பிறகான தேதியைத் தேர்ந்தெடுக்கவும்" : "Choose a date from today on";
/** That time has passed: choose a later one */
export const enquiryVisitSlotPassed = (l: Locale): string =>
  l === "ml" ? "ആ സമയം കഴിഞ്ഞു: പിന്നീടുള്ള ഒരു സമയം തിരഞ്ഞെടുക്കുക" : l === "ta" ? "அந்த நேரம் கடந்துவிட்டது: பிந்தைய நேரத்தைத் தேர்ந்தெடுக்கவும்" : "That time has passed: choose a later one";
/** An engineer visits your plot, free of charge, on a day and at a time that suit you, within our office hours. */
export const enquiryVisitText = (l: Locale): string =>
  l === "ml" ? "ഞങ്ങളുടെ ഓഫീസ് സമയത്തിനുള്ളിൽ, നിങ്ങൾക്ക് സൗകര്യമുള്ള ദിവസവും സമയവും ഒരു എഞ്ചിനീയർ സൗജന്യമായി നിങ്ങളുടെ പ്ലോട്ട് വന്നു കാണും." : l === "ta" ? "எங்கள் அலுவலக நேரத்துக்குள், உங்களுக்கு வசதியான நாளிலும் நேரத்திலும், ஒரு பொறியாளர் இலவசமாக உங்கள் மனையை வந்து பார்ப்பார்." : "An engineer visits your plot, free of charge, on a day and at a time that suit you, within our office hours.";
/** Book a site visit */
export const enquiryVisitTitle = (l: Locale): string =>
  l === "ml" ? "സൈറ്റ് സന്ദർശനം ബുക്ക് ചെയ്യൂ" : l === "ta" ? "சைட் விசிட் முன்பதிவு செய்யுங்கள்" : "Book a site visit";
/** Choose a date within the next {days} days */
export const enquiryVisitTooFar = (l: Locale, v: { days: Value }): string =>
  l === "ml" ? "അടുത്ത " + v.days + " ദിവസത്തിനുള്ളിലെ ഒരു തീയതി തിരഞ്ഞെടുക്കുക" : l === "ta" ? "அடுத்த " + v.days + " நாட்களுக்குள் ஒரு தேதியைத் தேர்ந்தெடுக்கவும்" : "Choose a date within the next " + v.days + " days";
/** Best time: {time} */
export const enquiryWaBestTime = (l: Locale, v: { time: Value }): string =>
  l === "ml" ? "സൗകര്യമുള്ള സമയം: " + v.time : l === "ta" ? "வசதியான நேரம்: " + v.time : "Best time: " + v.time;
/** a call */
export const enquiryWaByCall = (l: Locale): string =>
  l === "ml" ? "ഫോൺ വിളിച്ച്" : l === "ta" ? "தொலைபேசியில் அழைத்து" : "a call";
/** WhatsApp */
export const enquiryWaByWhatsApp = (l: Locale): string =>
  l === "ml" ? "വാട്ട്സ്ആപ്പിൽ" : l === "ta" ? "வாட்ஸ்அப்பில்" : "WhatsApp";
/** Call-back request from the website */
export const enquiryWaCallBack = (l: Locale): string =>
  l === "ml" ? "വെബ്സൈറ്റിൽ നിന്ന് തിരികെ വിളിക്കാനുള്ള അഭ്യർത്ഥന" : l === "ta" ? "இணையதளத்திலிருந்து திரும்ப அழைக்கும் கோரிக்கை" : "Call-back request from the website";
/** Email: {email} */
export const enquiryWaEmail = (l: Locale, v: { email: Value }): string =>
  l === "ml" ? "ഇമെയിൽ: " + v.email : l === "ta" ? "மின்னஞ்சல்: " + v.email : "Email: " + v.email;
/** Message: {message} */
export const enquiryWaMessage = (l: Locale, v: { message: Value }): string =>
  l === "ml" ? "സന്ദേശം: " + v.message : l === "ta" ? "செய்தி: " + v.message : "Message: " + v.message;
/** Name: {name} */
export const enquiryWaName = (l: Locale, v: { name: Value }): string =>
  l === "ml" ? "പേര്: " + v.name : l === "ta" ? "பெயர்: " + v.name : "Name: " + v.name;
/** New enquiry from the website */
export const enquiryWaNewEnquiry = (l: Locale): string =>
  l === "ml" ? "വെബ്സൈറ്റിൽ നിന്നുള്ള പുതിയ അന്വേഷണം" : l === "ta" ? "இணையதளத்திலிருந்து புதிய விசாரணை" : "New enquiry from the website";
/** Phone: {phone} */
export const enquiryWaPhone = (l: Locale, v: { phone: Value }): string =>
  l === "ml" ? "ഫോൺ: " + v.phone : l === "ta" ? "தொலைபேசி: " + v.phone : "Phone: " + v.phone;
/** Ref: {ref} */
export const enquiryWaRef = (l: Locale, v: { ref: Value }): string =>
  l === "ml" ? "റഫറൻസ്: " + v.ref : l === "ta" ? "குறிப்பு எண்: " + v.ref : "Ref: " + v.ref;
/** Reply by: {way} */
export const enquiryWaReplyBy = (l: Locale, v: { way: Value }): string =>
  l === "ml" ? "മറുപടി: " + v.way : l === "ta" ? "பதில்: " + v.way : "Reply by: " + v.way;
/** Service: {service} */
export const enquiryWaService = (l: Locale, v: { service: Value }): string =>
  l === "ml" ? "സേവനം: " + v.service : l === "ta" ? "சேவை: " + v.service : "Service: " + v.service;
/** Site: {place} */
export const enquiryWaSite = (l: Locale, v: { place: Value }): string =>
  l === "ml" ? "സ്ഥലം: " + v.place : l === "ta" ? "இடம்: " + v.place : "Site: " + v.place;
/** Site-visit request from the website */
export const enquiryWaSiteVisit = (l: Locale): string =>
  l === "ml" ? "വെബ്സൈറ്റിൽ നിന്ന് സൈറ്റ് സന്ദർശനത്തിനുള്ള അഭ്യർത്ഥന" : l === "ta" ? "இணையதளத்திலிருந்து சைட் விசிட் கோரிக்கை" : "Site-visit request from the website";
/** Their time zone: {zone} */
export const enquiryWaTimeZone = (l: Locale, v: { zone: Value }): string =>
  l === "ml" ? "എന്റെ ടൈം സോൺ: " + v.zone : l === "ta" ? "என் நேர மண்டலம்: " + v.zone : "Their time zone: " + v.zone;
/** Visit: {date}, {slot} */
export const enquiryWaVisit = (l: Locale, v: { date: Value; slot: Value }): string =>
  l === "ml" ? "സന്ദർശനം: " + v.date + ", " + v.slot : l === "ta" ? "விசிட்: " + v.date + ", " + v.slot : "Visit: " + v.date + ", " + v.slot;
/** enquiry */
export const enquiryWhatEnquiry = (l: Locale): string =>
  l === "ml" ? "അന്വേഷണം" : l === "ta" ? "விசாரணை" : "enquiry";
/** estimate */
export const enquiryWhatEstimate = (l: Locale): string =>
  l === "ml" ? "എസ്റ്റിമേറ്റ്" : l === "ta" ? "மதிப்பீடு" : "estimate";
/** request */
export const enquiryWhatRequest = (l: Locale): string =>
  l === "ml" ? "അഭ്യർത്ഥന" : l === "ta" ? "கோரிக்கை" : "request";
/** Your browser blocked the new tab. {link}. */
export const enquiryWhatsAppBlocked = (l: Locale, v: { link: Value }): string =>
  l === "ml" ? "നിങ്ങളുടെ ബ്രൗസർ പുതിയ ടാബ് തടഞ്ഞു. " + v.link + "." : l === "ta" ? "உங்கள் பிரவுசர் புதிய டேபைத் தடுத்துவிட்டது. " + v.link + "." : "Your browser blocked the new tab. " + v.link + ".";
/** WhatsApp me */
export const enquiryWhatsAppMe = (l: Locale): string =>
  l === "ml" ? "വാട്ട്സ്ആപ്പ് ചെയ്യൂ" : l === "ta" ? "வாட்ஸ்அப் செய்யுங்கள்" : "WhatsApp me";
/** Open WhatsApp to send your {what} */
export const enquiryWhatsAppOpenToSend = (l: Locale, v: { what: Value }): string =>
  l === "ml" ? "നിങ്ങളുടെ " + v.what + " അയയ്ക്കാൻ വാട്ട്സ്ആപ്പ് തുറക്കൂ" : l === "ta" ? "உங்கள் " + v.what + " அனுப்ப வாட்ஸ்அப்பைத் திறக்கவும்" : "Open WhatsApp to send your " + v.what;
/** WhatsApp opened in a new tab. Press send there and we will reply soon. */
export const enquiryWhatsAppOpened = (l: Locale): string =>
  l === "ml" ? "പുതിയ ടാബിൽ വാട്ട്സ്ആപ്പ് തുറന്നിട്ടുണ്ട്. അവിടെ സെൻഡ് അമർത്തൂ, ഞങ്ങൾ ഉടൻ മറുപടി നൽകും." : l === "ta" ? "புதிய டேபில் வாட்ஸ்அப் திறந்துள்ளது. அங்கே அனுப்பு பொத்தானை அழுத்துங்கள்; விரைவில் பதில் தருவோம்." : "WhatsApp opened in a new tab. Press send there and we will reply soon.";
/** Your name */
export const enquiryYourName = (l: Locale): string =>
  l === "ml" ? "നിങ്ങളുടെ പേര്" : l === "ta" ? "உங்கள் பெயர்" : "Your name";
/** Also show in */
export const estimatorAlsoShowIn = (l: Locale): string =>
  l === "ml" ? "ഈ കറൻസിയിലും കാണിക്കുക" : l === "ta" ? "இந்த நாணயத்திலும் காட்டு" : "Also show in";
/** Amount */
export const estimatorAmount = (l: Locale): string =>
  l === "ml" ? "തുക" : l === "ta" ? "தொகை" : "Amount";
/** Anything to add? */
export const estimatorAnythingToAdd = (l: Locale): string =>
  l === "ml" ? "കൂടുതൽ എന്തെങ്കിലും പറയാനുണ്ടോ?" : l === "ta" ? "வேறு ஏதாவது சொல்ல வேண்டுமா?" : "Anything to add?";
/** Suggested for {bedrooms} — change it if you know your area */
export const estimatorAreaSuggested = (l: Locale, v: { bedrooms: Value }): string =>
  l === "ml" ? "" + v.bedrooms + " ഉള്ള വീടിന് സാധാരണ വേണ്ട വലുപ്പം — നിങ്ങളുടെ കണക്ക് അറിയാമെങ്കിൽ മാറ്റാം" : l === "ta" ? "" + v.bedrooms + " கொண்ட வீட்டுக்கு வழக்கமான அளவு — உங்கள் அளவு தெரிந்தால் மாற்றுங்கள்" : "Suggested for " + v.bedrooms + " — change it if you know your area";
/** Bedrooms */
export const estimatorBedrooms = (l: Locale): string =>
  l === "ml" ? "ബെഡ്റൂമുകൾ" : l === "ta" ? "படுக்கையறைகள்" : "Bedrooms";
/** {count} bedrooms */
export const estimatorBedroomsMany = (l: Locale, v: { count: Value }): string =>
  l === "ml" ? "" + v.count + " ബെഡ്റൂം" : l === "ta" ? "" + v.count + " படுக்கையறைகள்" : "" + v.count + " bedrooms";
/** Not sure yet */
export const estimatorBedroomsNotSure = (l: Locale): string =>
  l === "ml" ? "തീരുമാനിച്ചിട്ടില്ല" : l === "ta" ? "இன்னும் முடிவு செய்யவில்லை" : "Not sure yet";
/** {count} bedroom */
export const estimatorBedroomsOne = (l: Locale, v: { count: Value }): string =>
  l === "ml" ? "" + v.count + " ബെഡ്റൂം" : l === "ta" ? "" + v.count + " படுக்கையறை" : "" + v.count + " bedroom";
/** Built-up area (sq.ft, all floors) */
export const estimatorBuiltUpArea = (l: Locale): string =>
  l === "ml" ? "ബിൽറ്റ്-അപ്പ് ഏരിയ (സ്ക്വയർ ഫീറ്റ്, എല്ലാ നിലകളും ചേർത്ത്)" : l === "ta" ? "கட்டுமானப் பரப்பு (ச.அடி, எல்லாத் தளங்களும் சேர்த்து)" : "Built-up area (sq.ft, all floors)";
/** Ask us to call you about it */
export const estimatorCallMe = (l: Locale): string =>
  l === "ml" ? "ഇതേക്കുറിച്ച് ഞങ്ങൾ നിങ്ങളെ വിളിക്കാം" : l === "ta" ? "இது பற்றி எங்களை அழைக்கச் சொல்லுங்கள்" : "Ask us to call you about it";
/** cents */
export const estimatorCents = (l: Locale): string =>
  l === "ml" ? "സെന്റ്" : l === "ta" ? "சென்ட்" : "cents";
/** {size} cents */
export const estimatorCentsOf = (l: Locale, v: { size: Value }): string =>
  l === "ml" ? "" + v.size + " സെന്റ്" : l === "ta" ? "" + v.size + " சென்ட்" : "" + v.size + " cents";
/** crore */
export const estimatorCrore = (l: Locale): string =>
  l === "ml" ? "കോടി" : l === "ta" ? "கோடி" : "crore";
/** UAE dirham */
export const estimatorCurrencyAed = (l: Locale): string =>
  l === "ml" ? "യുഎഇ ദിർഹം" : l === "ta" ? "யுஏஇ திர்ஹாம்" : "UAE dirham";
/** Bahraini dinar */
export const estimatorCurrencyBhd = (l: Locale): string =>
  l === "ml" ? "ബഹ്റൈൻ ദിനാർ" : l === "ta" ? "பஹ்ரைன் தினார்" : "Bahraini dinar";
/** Kuwaiti dinar */
export const estimatorCurrencyKwd = (l: Locale): string =>
  l === "ml" ? "കുവൈത്ത് ദിനാർ" : l === "ta" ? "குவைத் தினார்" : "Kuwaiti dinar";
/** Omani rial */
export const estimatorCurrencyOmr = (l: Locale): string =>
  l === "ml" ? "ഒമാൻ റിയാൽ" : l === "ta" ? "ஓமன் ரியால்" : "Omani rial";
/** Qatari riyal */
export const estimatorCurrencyQar = (l: Locale): string =>
  l === "ml" ? "ഖത്തർ റിയാൽ" : l === "ta" ? "கத்தார் ரியால்" : "Qatari riyal";
/** Saudi riyal */
export const estimatorCurrencySar = (l: Locale): string =>
  l === "ml" ? "സൗദി റിയാൽ" : l === "ta" ? "சவுதி ரியால்" : "Saudi riyal";
/** Enter your plot and your bedrooms or the area you want to build, and the estimate appears here. */
export const estimatorEmpty = (l: Locale): string =>
  l === "ml" ? "പ്ലോട്ടിന്റെ വലുപ്പവും ബെഡ്റൂമുകളുടെ എണ്ണമോ പണിയാനുദ്ദേശിക്കുന്ന വിസ്തീർണ്ണമോ നൽകൂ, എസ്റ്റിമേറ്റ് ഇവിടെ കാണാം." : l === "ta" ? "உங்கள் மனையின் அளவையும், படுக்கையறைகள் அல்லது கட்ட விரும்பும் பரப்பையும் உள்ளிடுங்கள்; மதிப்பீடு இங்கே தோன்றும்." : "Enter your plot and your bedrooms or the area you want to build, and the estimate appears here.";
/** Choose the bedrooms from 1 to 5+ */
export const estimatorErrorBedrooms = (l: Locale): string =>
  l === "ml" ? "ബെഡ്റൂമുകൾ 1 മുതൽ 5+ വരെയുള്ളതിൽ നിന്ന് തിരഞ്ഞെടുക്കുക" : l === "ta" ? "படுக்கையறைகளை 1 முதல் 5+ வரை தேர்ந்தெடுங்கள்" : "Choose the bedrooms from 1 to 5+";
/** Each floor would be larger than the plot ({plot} sq.ft): check the areas or the floors */
export const estimatorErrorFloorOverPlot = (l: Locale, v: { plot: Value }): string =>
  l === "ml" ? "ഓരോ നിലയും പ്ലോട്ടിനെക്കാൾ (" + v.plot + " സ്ക്വയർ ഫീറ്റ്) വലുതാകും: വിസ്തീർണ്ണമോ നിലകളുടെ എണ്ണമോ ഒന്നുകൂടി നോക്കൂ" : l === "ta" ? "ஒவ்வொரு தளமும் மனையை விட (" + v.plot + " ச.அடி) பெரிதாகிவிடும்: பரப்புகளையோ தளங்களின் எண்ணிக்கையையோ சரிபாருங்கள்" : "Each floor would be larger than the plot (" + v.plot + " sq.ft): check the areas or the floors";
/** Enter the built-up area */
export const estimatorErrorMissingBuiltUpArea = (l: Locale): string =>
  l === "ml" ? "ബിൽറ്റ്-അപ്പ് ഏരിയ നൽകുക" : l === "ta" ? "கட்டுமானப் பரப்பை உள்ளிடுங்கள்" : "Enter the built-up area";
/** Enter the floors */
export const estimatorErrorMissingFloors = (l: Locale): string =>
  l === "ml" ? "നിലകളുടെ എണ്ണം നൽകുക" : l === "ta" ? "தளங்களின் எண்ணிக்கையை உள்ளிடுங்கள்" : "Enter the floors";
/** Enter the plot size */
export const estimatorErrorMissingPlotSize = (l: Locale): string =>
  l === "ml" ? "പ്ലോട്ടിന്റെ വലുപ്പം നൽകുക" : l === "ta" ? "மனையின் அளவை உள்ளிடுங்கள்" : "Enter the plot size";
/** Choose a package */
export const estimatorErrorNoTier = (l: Locale): string =>
  l === "ml" ? "ഒരു പാക്കേജ് തിരഞ്ഞെടുക്കുക" : l === "ta" ? "ஒரு பேக்கேஜைத் தேர்ந்தெடுங்கள்" : "Choose a package";
/** {figure} must be a whole number */
export const estimatorErrorNotWhole = (l: Locale, v: { figure: Value }): string =>
  l === "ml" ? "" + v.figure + " ഒരു പൂർണ്ണസംഖ്യ ആയിരിക്കണം" : l === "ta" ? "" + v.figure + " முழு எண்ணாக இருக்க வேண்டும்" : "" + v.figure + " must be a whole number";
/** Choose cents or sq.ft for the plot size */
export const estimatorErrorPlotUnit = (l: Locale): string =>
  l === "ml" ? "പ്ലോട്ടിന്റെ വലുപ്പം സെന്റിലാണോ സ്ക്വയർ ഫീറ്റിലാണോ എന്ന് തിരഞ്ഞെടുക്കുക" : l === "ta" ? "மனையின் அளவுக்கு சென்ட் அல்லது ச.அடி என்பதைத் தேர்ந்தெடுங்கள்" : "Choose cents or sq.ft for the plot size";
/** {figure} must be at most {limit} */
export const estimatorErrorTooLarge = (l: Locale, v: { figure: Value; limit: Value }): string =>
  l === "ml" ? "" + v.figure + " പരമാവധി " + v.limit + " വരെയാകാം" : l === "ta" ? "" + v.figure + " அதிகபட்சம் " + v.limit + " வரை இருக்கலாம்" : "" + v.figure + " must be at most " + v.limit;
/** {figure} must be at least {limit} */
export const estimatorErrorTooSmall = (l: Locale, v: { figure: Value; limit: Value }): string =>
  l === "ml" ? "" + v.figure + " കുറഞ്ഞത് " + v.limit + " എങ്കിലും വേണം" : l === "ta" ? "" + v.figure + " குறைந்தது " + v.limit + " இருக்க வேண்டும்" : "" + v.figure + " must be at least " + v.limit;
/** Choose one of the packages shown */
export const estimatorErrorUnknownTier = (l: Locale): string =>
  l === "ml" ? "കാണിച്ചിരിക്കുന്ന പാക്കേജുകളിൽ ഒന്ന് തിരഞ്ഞെടുക്കുക" : l === "ta" ? "காட்டப்பட்டுள்ள பேக்கேஜ்களில் ஒன்றைத் தேர்ந்தெடுங்கள்" : "Choose one of the packages shown";
/** Estimator */
export const estimatorEyebrow = (l: Locale): string =>
  l === "ml" ? "ചെലവ് കണക്ക്" : l === "ta" ? "செலவு மதிப்பீடு" : "Estimator";
/** Built-up area */
export const estimatorFigureBuiltUpArea = (l: Locale): string =>
  l === "ml" ? "ബിൽറ്റ്-അപ്പ് ഏരിയ" : l === "ta" ? "கட்டுமானப் பரப்பு" : "Built-up area";
/** Floors */
export const estimatorFigureFloors = (l: Locale): string =>
  l === "ml" ? "നിലകളുടെ എണ്ണം" : l === "ta" ? "தளங்களின் எண்ணிக்கை" : "Floors";
/** Plot size */
export const estimatorFigurePlotSize = (l: Locale): string =>
  l === "ml" ? "പ്ലോട്ടിന്റെ വലുപ്പം" : l === "ta" ? "மனையின் அளவு" : "Plot size";
/** Floors */
export const estimatorFloors = (l: Locale): string =>
  l === "ml" ? "നിലകൾ" : l === "ta" ? "தளங்கள்" : "Floors";
/** {count} floors */
export const estimatorFloorsMany = (l: Locale, v: { count: Value }): string =>
  l === "ml" ? "" + v.count + " നില" : l === "ta" ? "" + v.count + " தளங்கள்" : "" + v.count + " floors";
/** {count} floor */
export const estimatorFloorsOne = (l: Locale, v: { count: Value }): string =>
  l === "ml" ? "" + v.count + " നില" : l === "ta" ? "" + v.count + " தளம்" : "" + v.count + " floor";
/** {amounts} at ₹{rate} per {code} */
export const estimatorForeignRate = (l: Locale, v: { amounts: Value; code: Value; rate: Value }): string =>
  l === "ml" ? "" + v.amounts + " (1 " + v.code + " = ₹" + v.rate + " നിരക്കിൽ)" : l === "ta" ? "" + v.amounts + " (1 " + v.code + " = ₹" + v.rate + " விகிதத்தில்)" : "" + v.amounts + " at ₹" + v.rate + " per " + v.code;
/** {amounts} at ₹{rate} per {code} (rate set {day}) */
export const estimatorForeignRateSet = (l: Locale, v: { amounts: Value; code: Value; day: Value; rate: Value }): string =>
  l === "ml" ? "" + v.amounts + " (1 " + v.code + " = ₹" + v.rate + "; നിരക്ക് നിശ്ചയിച്ചത് " + v.day + ")" : l === "ta" ? "" + v.amounts + " (1 " + v.code + " = ₹" + v.rate + "; " + v.day + " நிலவரப்படி)" : "" + v.amounts + " at ₹" + v.rate + " per " + v.code + " (rate set " + v.day + ")";
/** Included in {tier} */
export const estimatorIncludedIn = (l: Locale, v: { tier: Value }): string =>
  l === "ml" ? "" + v.tier + " പാക്കേജിൽ ഉൾപ്പെടുന്നവ" : l === "ta" ? "" + v.tier + " பேக்கேஜில் அடங்குபவை" : "Included in " + v.tier;
/** Your plot, your bedrooms and a package: a first idea of the cost in seconds, with what it leaves out and how the payments go, to send us on WhatsApp when you like it. */
export const estimatorIntro = (l: Locale): string =>
  l === "ml" ? "നിങ്ങളുടെ പ്ലോട്ട്, ബെഡ്റൂമുകളുടെ എണ്ണം, ഒരു പാക്കേജ് — ഇത്രയും നൽകിയാൽ നിമിഷങ്ങൾക്കുള്ളിൽ ചെലവിന്റെ ഏകദേശ രൂപം കിട്ടും; എന്തൊക്കെ ഉൾപ്പെടില്ല, പണം ഏതൊക്കെ ഘട്ടങ്ങളിൽ നൽകണം എന്നതും. ഇഷ്ടപ്പെട്ടാൽ വാട്ട്സ്ആപ്പിൽ ഞങ്ങൾക്ക് അയയ്ക്കാം." : l === "ta" ? "உங்கள் மனை, படுக்கையறைகள், ஒரு பேக்கேஜ் — இவற்றைச் சொன்னால் சில நொடிகளில் செலவின் தோராயமான மதிப்பீடு கிடைக்கும்; எவை சேராது, பணத்தை எந்தெந்தக் கட்டங்களில் செலுத்த வேண்டும் என்பதும். பிடித்திருந்தால் வாட்ஸ்அப்பில் எங்களுக்கு அனுப்புங்கள்." : "Your plot, your bedrooms and a package: a first idea of the cost in seconds, with what it leaves out and how the payments go, to send us on WhatsApp when you like it.";
/** lakh */
export const estimatorLakh = (l: Locale): string =>
  l === "ml" ? "ലക്ഷം" : l === "ta" ? "லட்சம்" : "lakh";
/** Estimate: {figures} */
export const estimatorLine = (l: Locale, v: { figures: Value }): string =>
  l === "ml" ? "എസ്റ്റിമേറ്റ്: " + v.figures : l === "ta" ? "மதிப்பீடு: " + v.figures : "Estimate: " + v.figures;
/** {plot} plot, {area} sq.ft, {floors}, {tier}: {amount} */
export const estimatorLineFigures = (l: Locale, v: { amount: Value; area: Value; floors: Value; plot: Value; tier: Value }): string =>
  l === "ml" ? "" + v.plot + " പ്ലോട്ട്, " + v.area + " സ്ക്വയർ ഫീറ്റ്, " + v.floors + ", " + v.tier + ": " + v.amount : l === "ta" ? "" + v.plot + " மனை, " + v.area + " ச.அடி, " + v.floors + ", " + v.tier + ": " + v.amount : "" + v.plot + " plot, " + v.area + " sq.ft, " + v.floors + ", " + v.tier + ": " + v.amount;
/** {plot} plot, {bedrooms}, {area} sq.ft, {floors}, {tier}: {amount} */
export const estimatorLineFiguresRooms = (l: Locale, v: { amount: Value; area: Value; bedrooms: Value; floors: Value; plot: Value; tier: Value }): string =>
  l === "ml" ? "" + v.plot + " പ്ലോട്ട്, " + v.bedrooms + ", " + v.area + " സ്ക്വയർ ഫീറ്റ്, " + v.floors + ", " + v.tier + ": " + v.amount : l === "ta" ? "" + v.plot + " மனை, " + v.bedrooms + ", " + v.area + " ச.அடி, " + v.floors + ", " + v.tier + ": " + v.amount : "" + v.plot + " plot, " + v.bedrooms + ", " + v.area + " sq.ft, " + v.floors + ", " + v.tier + ": " + v.amount;
/** Estimate for a home like {title}: {figures} */
export const estimatorLineLike = (l: Locale, v: { figures: Value; title: Value }): string =>
  l === "ml" ? "" + v.title + " പോലൊരു വീടിന്റെ എസ്റ്റിമേറ്റ്: " + v.figures : l === "ta" ? "" + v.title + " போன்ற ஒரு வீட்டுக்கான மதிப்பீடு: " + v.figures : "Estimate for a home like " + v.title + ": " + v.figures;
/** A first idea of what your home will cost with {company}: plot, bedrooms, built-up area, floors and a package. */
export const estimatorMetaDescription = (l: Locale, v: { company: Value }): string =>
  l === "ml" ? "" + v.company + " നിങ്ങളുടെ വീട് പണിതാൽ ഏകദേശം എത്ര ചെലവാകുമെന്ന് അറിയാം: പ്ലോട്ട്, ബെഡ്റൂമുകൾ, ബിൽറ്റ്-അപ്പ് ഏരിയ, നിലകൾ, പാക്കേജ്." : l === "ta" ? "" + v.company + " உங்கள் வீட்டைக் கட்டினால் தோராயமாக எவ்வளவு செலவாகும் என்று தெரிந்துகொள்ளுங்கள்: மனை, படுக்கையறைகள், கட்டுமானப் பரப்பு, தளங்கள், பேக்கேஜ்." : "A first idea of what your home will cost with " + v.company + ": plot, bedrooms, built-up area, floors and a package.";
/** Not included */
export const estimatorNotIncluded = (l: Locale): string =>
  l === "ml" ? "ഉൾപ്പെടാത്തവ" : l === "ta" ? "அடங்காதவை" : "Not included";
/** An estimate, not a quotation: the soil, the design and your choices change it. We give an itemised quotation after a site visit. */
export const estimatorNotQuotation = (l: Locale): string =>
  l === "ml" ? "ഇതൊരു ഏകദേശ കണക്കാണ്, ക്വട്ടേഷൻ അല്ല: മണ്ണിന്റെ സ്വഭാവം, ഡിസൈൻ, നിങ്ങളുടെ തിരഞ്ഞെടുപ്പുകൾ എന്നിവ അനുസരിച്ച് ഇത് മാറും. സൈറ്റ് വന്നു കണ്ടശേഷം ഓരോ ഇനവും തിരിച്ചുള്ള ക്വട്ടേഷൻ ഞങ്ങൾ തരും." : l === "ta" ? "இது தோராயமான மதிப்பீடு மட்டுமே, கொட்டேஷன் அல்ல: மண், வடிவமைப்பு, உங்கள் தேர்வுகள் இதை மாற்றும். இடத்தை நேரில் பார்த்த பின் ஒவ்வொரு பொருளுக்கும் தனித்தனியான கொட்டேஷன் தருவோம்." : "An estimate, not a quotation: the soil, the design and your choices change it. We give an itemised quotation after a site visit.";
/** (optional) */
export const estimatorOptional = (l: Locale): string =>
  l === "ml" ? "(നിർബന്ധമില്ല)" : l === "ta" ? "(விருப்பப்பட்டால்)" : "(optional)";
/** Package */
export const estimatorPackage = (l: Locale): string =>
  l === "ml" ? "പാക്കേജ്" : l === "ta" ? "பேக்கேஜ்" : "Package";
/** Your plot, your bedrooms and a package: a first idea of the cost in seconds, with what it leaves out and how the payments go. */
export const estimatorPageSubtitle = (l: Locale): string =>
  l === "ml" ? "നിങ്ങളുടെ പ്ലോട്ട്, ബെഡ്റൂമുകളുടെ എണ്ണം, ഒരു പാക്കേജ് — ഇത്രയും നൽകിയാൽ നിമിഷങ്ങൾക്കുള്ളിൽ ചെലവിന്റെ ഏകദേശ രൂപം കിട്ടും; എന്തൊക്കെ ഉൾപ്പെടില്ല, പണം ഏതൊക്കെ ഘട്ടങ്ങളിൽ നൽകണം എന്നതും." : l === "ta" ? "உங்கள் மனை, படுக்கையறைகள், ஒரு பேக்கேஜ் — இவற்றைச் சொன்னால் சில நொடிகளில் செலவின் தோராயமான மதிப்பீடு கிடைக்கும்; எவை சேராது, பணத்தை எந்தெந்தக் கட்டங்களில் செலுத்த வேண்டும் என்பதும்." : "Your plot, your bedrooms and a package: a first idea of the cost in seconds, with what it leaves out and how the payments go.";
/** Payments by stage */
export const estimatorPaymentsByStage = (l: Locale): string =>
  l === "ml" ? "ഘട്ടം തിരിച്ചുള്ള പണമടവ്" : l === "ta" ? "கட்டம் வாரியாகப் பணம் செலுத்துதல்" : "Payments by stage";
/** On {amount}, the middle of the estimate. */
export const estimatorPaymentsOn = (l: Locale, v: { amount: Value }): string =>
  l === "ml" ? "എസ്റ്റിമേറ്റിന്റെ മധ്യത്തിലുള്ള " + v.amount + " അടിസ്ഥാനമാക്കി." : l === "ta" ? "மதிப்பீட்டின் நடுத்தொகையான " + v.amount + " அடிப்படையில்." : "On " + v.amount + ", the middle of the estimate.";
/** Plot size */
export const estimatorPlotSize = (l: Locale): string =>
  l === "ml" ? "പ്ലോട്ടിന്റെ വലുപ്പം" : l === "ta" ? "மனையின் அளவு" : "Plot size";
/** Estimated cost */
export const estimatorResultHeading = (l: Locale): string =>
  l === "ml" ? "ഏകദേശ ചെലവ്" : l === "ta" ? "தோராயமான செலவு" : "Estimated cost";
/** Rupees only */
export const estimatorRupeesOnly = (l: Locale): string =>
  l === "ml" ? "രൂപയിൽ മാത്രം" : l === "ta" ? "ரூபாயில் மட்டும்" : "Rupees only";
/** We have your estimate too: its reference is {ref}. */
export const estimatorSavedToo = (l: Locale, v: { ref: Value }): string =>
  l === "ml" ? "നിങ്ങളുടെ എസ്റ്റിമേറ്റ് ഞങ്ങൾക്കും കിട്ടി: റഫറൻസ് നമ്പർ " + v.ref + "." : l === "ta" ? "உங்கள் மதிப்பீடு எங்களுக்கும் கிடைத்தது: அதன் குறிப்பு எண் " + v.ref + "." : "We have your estimate too: its reference is " + v.ref + ".";
/** Send this estimate on WhatsApp */
export const estimatorSendHeading = (l: Locale): string =>
  l === "ml" ? "ഈ എസ്റ്റിമേറ്റ് വാട്ട്സ്ആപ്പിൽ അയയ്ക്കാം" : l === "ta" ? "இந்த மதிப்பீட்டை வாட்ஸ்அப்பில் அனுப்புங்கள்" : "Send this estimate on WhatsApp";
/** Send it on WhatsApp */
export const estimatorSendShort = (l: Locale): string =>
  l === "ml" ? "വാട്ട്സ്ആപ്പിൽ അയയ്ക്കാം" : l === "ta" ? "வாட்ஸ்அப்பில் அனுப்புங்கள்" : "Send it on WhatsApp";
/** Share */
export const estimatorShare = (l: Locale): string =>
  l === "ml" ? "ശതമാനം" : l === "ta" ? "சதவீதம்" : "Share";
/** sq.ft */
export const estimatorSqft = (l: Locale): string =>
  l === "ml" ? "സ്ക്വയർ ഫീറ്റ്" : l === "ta" ? "ச.அடி" : "sq.ft";
/** {size} sq.ft */
export const estimatorSqftOf = (l: Locale, v: { size: Value }): string =>
  l === "ml" ? "" + v.size + " സ്ക്വയർ ഫീറ്റ്" : l === "ta" ? "" + v.size + " ச.அடி" : "" + v.size + " sq.ft";
/** Stage */
export const estimatorStage = (l: Locale): string =>
  l === "ml" ? "ഘട്ടം" : l === "ta" ? "கட்டம்" : "Stage";
/** Started from a home we built: */
export const estimatorStartedFrom = (l: Locale): string =>
  l === "ml" ? "ഞങ്ങൾ പണിത ഈ വീടിനെ അടിസ്ഥാനമാക്കി:" : l === "ta" ? "நாங்கள் கட்டிய இந்த வீட்டை வைத்து:" : "Started from a home we built:";
/** See my estimate */
export const estimatorSubmit = (l: Locale): string =>
  l === "ml" ? "എസ്റ്റിമേറ്റ് കാണാം" : l === "ta" ? "மதிப்பீட்டைப் பாருங்கள்" : "See my estimate";
/** {tier} at {rate} per sq.ft × {area} sq.ft on {floors}; plot {plot} sq.ft. */
export const estimatorSummary = (l: Locale, v: { area: Value; floors: Value; plot: Value; rate: Value; tier: Value }): string =>
  l === "ml" ? "" + v.tier + ": സ്ക്വയർ ഫീറ്റിന് " + v.rate + " × " + v.area + " സ്ക്വയർ ഫീറ്റ്, " + v.floors + "; പ്ലോട്ട് " + v.plot + " സ്ക്വയർ ഫീറ്റ്." : l === "ta" ? "" + v.tier + ": ச.அடிக்கு " + v.rate + " × " + v.area + " ச.அடி, " + v.floors + "; மனை " + v.plot + " ச.அடி." : "" + v.tier + " at " + v.rate + " per sq.ft × " + v.area + " sq.ft on " + v.floors + "; plot " + v.plot + " sq.ft.";
/** {tier} at {rate} per sq.ft × {area} sq.ft ({bedrooms}) on {floors}; plot {plot} sq.ft. */
export const estimatorSummaryRooms = (l: Locale, v: { area: Value; bedrooms: Value; floors: Value; plot: Value; rate: Value; tier: Value }): string =>
  l === "ml" ? "" + v.tier + ": സ്ക്വയർ ഫീറ്റിന് " + v.rate + " × " + v.area + " സ്ക്വയർ ഫീറ്റ് (" + v.bedrooms + "), " + v.floors + "; പ്ലോട്ട് " + v.plot + " സ്ക്വയർ ഫീറ്റ്." : l === "ta" ? "" + v.tier + ": ச.அடிக்கு " + v.rate + " × " + v.area + " ச.அடி (" + v.bedrooms + "), " + v.floors + "; மனை " + v.plot + " ச.அடி." : "" + v.tier + " at " + v.rate + " per sq.ft × " + v.area + " sq.ft (" + v.bedrooms + ") on " + v.floors + "; plot " + v.plot + " sq.ft.";
/** Estimate Your Cost */
export const estimatorTitle = (l: Locale): string =>
  l === "ml" ? "നിർമ്മാണച്ചെലവ് കണക്കാക്കാം" : l === "ta" ? "உங்கள் கட்டுமானச் செலவைக் கணக்கிடுங்கள்" : "Estimate Your Cost";
/** Unit */
export const estimatorUnit = (l: Locale): string =>
  l === "ml" ? "യൂണിറ്റ്" : l === "ta" ? "அலகு" : "Unit";
/** Built-up area: {area} sq.ft on {floors} */
export const estimatorWhatsAppArea = (l: Locale, v: { area: Value; floors: Value }): string =>
  l === "ml" ? "ബിൽറ്റ്-അപ്പ് ഏരിയ: " + v.area + " സ്ക്വയർ ഫീറ്റ്, " + v.floors : l === "ta" ? "கட்டுமானப் பரப்பு: " + v.area + " ச.அடி, " + v.floors : "Built-up area: " + v.area + " sq.ft on " + v.floors;
/** Bedrooms: {bedrooms} */
export const estimatorWhatsAppBedrooms = (l: Locale, v: { bedrooms: Value }): string =>
  l === "ml" ? "ബെഡ്റൂമുകൾ: " + v.bedrooms : l === "ta" ? "படுக்கையறைகள்: " + v.bedrooms : "Bedrooms: " + v.bedrooms;
/** Estimate: {amount} */
export const estimatorWhatsAppEstimate = (l: Locale, v: { amount: Value }): string =>
  l === "ml" ? "എസ്റ്റിമേറ്റ്: " + v.amount : l === "ta" ? "மதிப்பீடு: " + v.amount : "Estimate: " + v.amount;
/** Message: {message} */
export const estimatorWhatsAppMessage = (l: Locale, v: { message: Value }): string =>
  l === "ml" ? "സന്ദേശം: " + v.message : l === "ta" ? "செய்தி: " + v.message : "Message: " + v.message;
/** Name: {name} */
export const estimatorWhatsAppName = (l: Locale, v: { name: Value }): string =>
  l === "ml" ? "പേര്: " + v.name : l === "ta" ? "பெயர்: " + v.name : "Name: " + v.name;
/** Package: {tier} ({rate} per sq.ft) */
export const estimatorWhatsAppPackage = (l: Locale, v: { rate: Value; tier: Value }): string =>
  l === "ml" ? "പാക്കേജ്: " + v.tier + " (സ്ക്വയർ ഫീറ്റിന് " + v.rate + ")" : l === "ta" ? "பேக்கேஜ்: " + v.tier + " (ச.அடிக்கு " + v.rate + ")" : "Package: " + v.tier + " (" + v.rate + " per sq.ft)";
/** Phone: {phone} */
export const estimatorWhatsAppPhone = (l: Locale, v: { phone: Value }): string =>
  l === "ml" ? "ഫോൺ: " + v.phone : l === "ta" ? "தொலைபேசி: " + v.phone : "Phone: " + v.phone;
/** Plot: {plot} */
export const estimatorWhatsAppPlot = (l: Locale, v: { plot: Value }): string =>
  l === "ml" ? "പ്ലോട്ട്: " + v.plot : l === "ta" ? "மனை: " + v.plot : "Plot: " + v.plot;
/** Ref: {reference} */
export const estimatorWhatsAppRef = (l: Locale, v: { reference: Value }): string =>
  l === "ml" ? "റഫറൻസ്: " + v.reference : l === "ta" ? "குறிப்பு எண்: " + v.reference : "Ref: " + v.reference;
/** Cost estimate from the website */
export const estimatorWhatsAppTitle = (l: Locale): string =>
  l === "ml" ? "വെബ്സൈറ്റിൽ നിന്നുള്ള ചെലവ് എസ്റ്റിമേറ്റ്" : l === "ta" ? "இணையதளத்திலிருந்து செலவு மதிப்பீடு" : "Cost estimate from the website";
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
/** Close */
export const galleryClose = (l: Locale): string =>
  l === "ml" ? "അടയ്ക്കുക" : l === "ta" ? "மூடு" : "Close";
/** Homes, offices, renovations and interiors from our sites across Kerala and Tamil Nadu — tap a photo to see it full screen. */
export const galleryHeroSubtitle = (l: Locale): string =>
  l === "ml" ? "കേരളത്തിലും തമിഴ്നാട്ടിലുമുള്ള ഞങ്ങളുടെ സൈറ്റുകളിൽ നിന്ന് വീടുകൾ, ഓഫീസുകൾ, പുതുക്കിപ്പണികൾ, ഇന്റീരിയറുകൾ — ഫോട്ടോ വലുതായി കാണാൻ അതിൽ തൊടുക." : l === "ta" ? "கேரளா, தமிழ்நாடு முழுவதும் உள்ள எங்கள் தளங்களிலிருந்து வீடுகள், அலுவலகங்கள், புதுப்பித்தல் பணிகள், இன்டீரியர்கள் — முழுத் திரையில் பார்க்கப் படத்தைத் தொடுங்கள்." : "Homes, offices, renovations and interiors from our sites across Kerala and Tamil Nadu — tap a photo to see it full screen.";
/** Our Gallery */
export const galleryHeroTitle = (l: Locale): string =>
  l === "ml" ? "ഞങ്ങളുടെ ഗാലറി" : l === "ta" ? "எங்கள் படத்தொகுப்பு" : "Our Gallery";
/** Image  */
export const galleryLightboxImage = (l: Locale): string =>
  l === "ml" ? "ചിത്രം " : l === "ta" ? "படம் " : "Image ";
/** Failed to load gallery images. Please try again. */
export const galleryLoadError = (l: Locale): string =>
  l === "ml" ? "ഗാലറി ചിത്രങ്ങൾ ലോഡ് ചെയ്യാനായില്ല. ദയവായി വീണ്ടും ശ്രമിക്കുക." : l === "ta" ? "படங்களை ஏற்ற முடியவில்லை. மீண்டும் முயற்சிக்கவும்." : "Failed to load gallery images. Please try again.";
/** Load more photos */
export const galleryLoadMore = (l: Locale): string =>
  l === "ml" ? "കൂടുതൽ ഫോട്ടോകൾ കാണുക" : l === "ta" ? "மேலும் படங்களைக் காட்டு" : "Load more photos";
/** Loading image… */
export const galleryLoadingImage = (l: Locale): string =>
  l === "ml" ? "ചിത്രം ലോഡ് ചെയ്യുന്നു…" : l === "ta" ? "படம் ஏற்றப்படுகிறது…" : "Loading image…";
/** Photos of homes, commercial buildings, renovations and interiors built by our team in Thiruvananthapuram and across Kerala and Tamil Nadu. */
export const galleryMetaDescription = (l: Locale): string =>
  l === "ml" ? "തിരുവനന്തപുരത്തും കേരളത്തിലും തമിഴ്നാട്ടിലുമായി ഞങ്ങളുടെ ടീം പണിത വീടുകൾ, കൊമേഴ്സ്യൽ കെട്ടിടങ്ങൾ, പുതുക്കിപ്പണികൾ, ഇന്റീരിയറുകൾ എന്നിവയുടെ ഫോട്ടോകൾ." : l === "ta" ? "திருவனந்தபுரத்திலும் கேரளா, தமிழ்நாடு முழுவதும் எங்கள் குழு கட்டிய வீடுகள், வணிகக் கட்டடங்கள், புதுப்பித்தல் பணிகள், இன்டீரியர்களின் புகைப்படங்கள்." : "Photos of homes, commercial buildings, renovations and interiors built by our team in Thiruvananthapuram and across Kerala and Tamil Nadu.";
/** Next image */
export const galleryNext = (l: Locale): string =>
  l === "ml" ? "അടുത്ത ചിത്രം" : l === "ta" ? "அடுத்த படம்" : "Next image";
/** No images found */
export const galleryNoImages = (l: Locale): string =>
  l === "ml" ? "ചിത്രങ്ങളൊന്നും കണ്ടെത്തിയില്ല" : l === "ta" ? "படங்கள் எதுவும் இல்லை" : "No images found";
/** No images available in the gallery. */
export const galleryNoImagesText = (l: Locale): string =>
  l === "ml" ? "ഗാലറിയിൽ ഇപ്പോൾ ചിത്രങ്ങളൊന്നുമില്ല." : l === "ta" ? "படத்தொகுப்பில் தற்போது படங்கள் இல்லை." : "No images available in the gallery.";
/** Open {title}, image {n} of {total} */
export const galleryOpenImage = (l: Locale, v: { n: Value; title: Value; total: Value }): string =>
  l === "ml" ? "" + v.title + " തുറക്കുക, ചിത്രം " + v.n + " / " + v.total : l === "ta" ? "" + v.title + " திறக்க, படம் " + v.n + " / " + v.total : "Open " + v.title + ", image " + v.n + " of " + v.total;
/** {title} - Image {n} */
export const galleryPhotoCaption = (l: Locale, v: { n: Value; title: Value }): string =>
  l === "ml" ? "" + v.title + " - ചിത്രം " + v.n : l === "ta" ? "" + v.title + " - படம் " + v.n : "" + v.title + " - Image " + v.n;
/** {count} photos */
export const galleryPhotoCountMany = (l: Locale, v: { count: Value }): string =>
  l === "ml" ? "" + v.count + " ഫോട്ടോകൾ" : l === "ta" ? "" + v.count + " படங்கள்" : "" + v.count + " photos";
/** 1 photo */
export const galleryPhotoCountOne = (l: Locale): string =>
  l === "ml" ? "1 ഫോട്ടോ" : l === "ta" ? "1 படம்" : "1 photo";
/** Photos */
export const galleryPhotosLabel = (l: Locale): string =>
  l === "ml" ? "ഫോട്ടോകൾ" : l === "ta" ? "புகைப்படங்கள்" : "Photos";
/** Previous image */
export const galleryPrevious = (l: Locale): string =>
  l === "ml" ? "മുമ്പത്തെ ചിത്രം" : l === "ta" ? "முந்தைய படம்" : "Previous image";
/** Showing {shown} of {total} collections */
export const galleryShowingMany = (l: Locale, v: { shown: Value; total: Value }): string =>
  l === "ml" ? "" + v.total + " ശേഖരങ്ങളിൽ " + v.shown + " എണ്ണം കാണിക്കുന്നു" : l === "ta" ? "" + v.total + " தொகுப்புகளில் " + v.shown + " காட்டப்படுகின்றன" : "Showing " + v.shown + " of " + v.total + " collections";
/** Showing {shown} of {total} collection */
export const galleryShowingOne = (l: Locale, v: { shown: Value; total: Value }): string =>
  l === "ml" ? "" + v.total + " ശേഖരത്തിൽ " + v.shown + " എണ്ണം കാണിക്കുന്നു" : l === "ta" ? "" + v.total + " தொகுப்பில் " + v.shown + " காட்டப்படுகிறது" : "Showing " + v.shown + " of " + v.total + " collection";
/** {images} image from {collections} gallery collection */
export const gallerySummaryImageCollection = (l: Locale, v: { collections: Value; images: Value }): string =>
  l === "ml" ? "" + v.collections + " ഗാലറി ശേഖരത്തിൽ നിന്ന് " + v.images + " ചിത്രം" : l === "ta" ? "" + v.collections + " படத் தொகுப்பிலிருந்து " + v.images + " படம்" : "" + v.images + " image from " + v.collections + " gallery collection";
/** {images} image from {collections} gallery collections */
export const gallerySummaryImageCollections = (l: Locale, v: { collections: Value; images: Value }): string =>
  l === "ml" ? "" + v.collections + " ഗാലറി ശേഖരങ്ങളിൽ നിന്ന് " + v.images + " ചിത്രം" : l === "ta" ? "" + v.collections + " படத் தொகுப்புகளிலிருந்து " + v.images + " படம்" : "" + v.images + " image from " + v.collections + " gallery collections";
/** {images} images from {collections} gallery collection */
export const gallerySummaryImagesCollection = (l: Locale, v: { collections: Value; images: Value }): string =>
  l === "ml" ? "" + v.collections + " ഗാലറി ശേഖരത്തിൽ നിന്ന് " + v.images + " ചിത്രങ്ങൾ" : l === "ta" ? "" + v.collections + " படத் தொகுப்பிலிருந்து " + v.images + " படங்கள்" : "" + v.images + " images from " + v.collections + " gallery collection";
/** {images} images from {collections} gallery collections */
export const gallerySummaryImagesCollections = (l: Locale, v: { collections: Value; images: Value }): string =>
  l === "ml" ? "" + v.collections + " ഗാലറി ശേഖരങ്ങളിൽ നിന്നായി " + v.images + " ചിത്രങ്ങൾ" : l === "ta" ? "" + v.collections + " படத் தொகுப்புகளிலிருந்து " + v.images + " படங்கள்" : "" + v.images + " images from " + v.collections + " gallery collections";
/** Swipe left or right to navigate */
export const gallerySwipeHint = (l: Locale): string =>
  l === "ml" ? "മറ്റ് ചിത്രങ്ങൾ കാണാൻ ഇടത്തോട്ടോ വലത്തോട്ടോ സ്വൈപ്പ് ചെയ്യുക" : l === "ta" ? "மற்ற படங்களைப் பார்க்க இடது அல்லது வலது பக்கம் ஸ்வைப் செய்யுங்கள்" : "Swipe left or right to navigate";
/** Gallery */
export const galleryTitle = (l: Locale): string =>
  l === "ml" ? "ഗാലറി" : l === "ta" ? "படத்தொகுப்பு" : "Gallery";
/** Try Again */
export const galleryTryAgain = (l: Locale): string =>
  l === "ml" ? "വീണ്ടും ശ്രമിക്കുക" : l === "ta" ? "மீண்டும் முயற்சிக்கவும்" : "Try Again";
/** Gallery Image */
export const galleryUntitled = (l: Locale): string =>
  l === "ml" ? "ഗാലറി ചിത്രം" : l === "ta" ? "படத்தொகுப்புப் படம்" : "Gallery Image";
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
/** About Us */
export const homeAboutEyebrow = (l: Locale): string =>
  l === "ml" ? "ഞങ്ങളെക്കുറിച്ച്" : l === "ta" ? "எங்களைப் பற்றி" : "About Us";
/** Learn More About Us */
export const homeAboutMore = (l: Locale): string =>
  l === "ml" ? "ഞങ്ങളെക്കുറിച്ച് കൂടുതൽ അറിയാം" : l === "ta" ? "எங்களைப் பற்றி மேலும் அறிய" : "Learn More About Us";
/** Trusted Builders in {city} */
export const homeAboutTitle = (l: Locale, v: { city: Value }): string =>
  l === "ml" ? "" + v.city + "-ലെ വിശ്വസ്ത ബിൽഡർമാർ" : l === "ta" ? "" + v.city + "-இல் நம்பகமான பில்டர்கள்" : "Trusted Builders in " + v.city;
/** Building from the Gulf? How we work with families abroad */
export const homeAbroadLink = (l: Locale): string =>
  l === "ml" ? "ഗൾഫിൽ നിന്നാണോ വീട് പണിയുന്നത്? പ്രവാസി കുടുംബങ്ങൾക്കൊപ്പം ഞങ്ങൾ പ്രവർത്തിക്കുന്നത് ഇങ്ങനെ" : l === "ta" ? "வளைகுடாவிலிருந்து வீடு கட்டுகிறீர்களா? வெளிநாட்டில் வாழும் குடும்பங்களுடன் நாங்கள் பணியாற்றும் விதம்" : "Building from the Gulf? How we work with families abroad";
/** Drawing: front elevation of a two-storey Kerala house with sloped tiled roofs and a verandah */
export const homeHeroDrawingAlt = (l: Locale): string =>
  l === "ml" ? "രേഖാചിത്രം: ചെരിഞ്ഞ ഓടിട്ട മേൽക്കൂരയും വരാന്തയുമുള്ള ഇരുനില കേരളവീടിന്റെ മുൻവശം" : l === "ta" ? "வரைபடம்: சரிவான ஓட்டுக் கூரைகளும் வராண்டாவும் கொண்ட இரண்டு மாடி கேரள வீட்டின் முன்தோற்றம்" : "Drawing: front elevation of a two-storey Kerala house with sloped tiled roofs and a verandah";
/** A home built by us: {headline} */
export const homeHeroPhotoAlt = (l: Locale, v: { headline: Value }): string =>
  l === "ml" ? "ഞങ്ങൾ പണിത ഒരു വീട്: " + v.headline : l === "ta" ? "நாங்கள் கட்டிய ஒரு வீடு: " + v.headline : "A home built by us: " + v.headline;
/** Being built now */
export const homeLatestOngoing = (l: Locale): string =>
  l === "ml" ? "ഇപ്പോൾ പണി നടക്കുന്നു" : l === "ta" ? "இப்போது கட்டப்படுகிறது" : "Being built now";
/** Latest project */
export const homeLatestProject = (l: Locale): string =>
  l === "ml" ? "പുതിയ പ്രോജക്ട്" : l === "ta" ? "சமீபத்திய திட்டம்" : "Latest project";
/** Learn More */
export const homeLearnMore = (l: Locale): string =>
  l === "ml" ? "കൂടുതൽ അറിയാം" : l === "ta" ? "மேலும் அறிய" : "Learn More";
/**  about {title} */
export const homeLearnMoreAbout = (l: Locale, v: { title: Value }): string =>
  l === "ml" ? ": " + v.title : l === "ta" ? ": " + v.title : " about " + v.title;
/** Builders in {city} since {year}: new homes, commercial buildings, renovation, foundations and interiors across Kerala and Tamil Nadu. */
export const homeMetaDescription = (l: Locale, v: { city: Value; year: Value }): string =>
  l === "ml" ? "" + v.year + " മുതൽ " + v.city + "-ലെ ബിൽഡർമാർ: പുതിയ വീടുകൾ, കൊമേഴ്സ്യൽ കെട്ടിടങ്ങൾ, പുതുക്കിപ്പണി, ഫൗണ്ടേഷൻ, ഇന്റീരിയർ — കേരളത്തിലും തമിഴ്നാട്ടിലും." : l === "ta" ? "" + v.year + " முதல் " + v.city + "-இல் பில்டர்கள்: புதிய வீடுகள், வணிகக் கட்டடங்கள், புதுப்பித்தல், அடித்தளம், இன்டீரியர் — கேரளா, தமிழ்நாடு முழுவதும்." : "Builders in " + v.city + " since " + v.year + ": new homes, commercial buildings, renovation, foundations and interiors across Kerala and Tamil Nadu.";
/** Builders of homes and buildings in {city}, {region} */
export const homeMetaTitle = (l: Locale, v: { city: Value; region: Value }): string =>
  l === "ml" ? "" + v.city + ", " + v.region + " — വീടുകളും കെട്ടിടങ്ങളും പണിയുന്ന ബിൽഡർമാർ" : l === "ta" ? "" + v.city + ", " + v.region + " — வீடுகளும் கட்டடங்களும் கட்டும் பில்டர்கள்" : "Builders of homes and buildings in " + v.city + ", " + v.region;
/** No projects found */
export const homeNoProjects = (l: Locale): string =>
  l === "ml" ? "പ്രോജക്ടുകളൊന്നും കണ്ടെത്തിയില്ല" : l === "ta" ? "திட்டங்கள் எதுவும் இல்லை" : "No projects found";
/** No projects available in this category at the moment. */
export const homeNoProjectsText = (l: Locale): string =>
  l === "ml" ? "ഈ വിഭാഗത്തിൽ ഇപ്പോൾ പ്രോജക്ടുകളൊന്നുമില്ല." : l === "ta" ? "இந்த வகையில் தற்போது திட்டங்கள் எதுவும் இல்லை." : "No projects available in this category at the moment.";
/** Our Work */
export const homeProjectsEyebrow = (l: Locale): string =>
  l === "ml" ? "ഞങ്ങളുടെ വർക്കുകൾ" : l === "ta" ? "எங்கள் பணிகள்" : "Our Work";
/** Filter projects by category */
export const homeProjectsFilter = (l: Locale): string =>
  l === "ml" ? "വിഭാഗം അനുസരിച്ച് പ്രോജക്ടുകൾ തിരഞ്ഞെടുക്കുക" : l === "ta" ? "வகை வாரியாகத் திட்டங்களைப் பாருங்கள்" : "Filter projects by category";
/** Projects */
export const homeProjectsList = (l: Locale): string =>
  l === "ml" ? "പ്രോജക്ടുകൾ" : l === "ta" ? "திட்டங்கள்" : "Projects";
/** Homes, offices and renovations we have recently completed. */
export const homeProjectsText = (l: Locale): string =>
  l === "ml" ? "അടുത്തിടെ ഞങ്ങൾ പൂർത്തിയാക്കിയ വീടുകളും ഓഫീസുകളും പുതുക്കിപ്പണികളും." : l === "ta" ? "சமீபத்தில் நாங்கள் முடித்த வீடுகள், அலுவலகங்கள், புதுப்பித்தல் பணிகள்." : "Homes, offices and renovations we have recently completed.";
/** Recent Projects */
export const homeProjectsTitle = (l: Locale): string =>
  l === "ml" ? "പുതിയ പ്രോജക്ടുകൾ" : l === "ta" ? "சமீபத்திய திட்டங்கள்" : "Recent Projects";
/** What We Do */
export const homeServicesEyebrow = (l: Locale): string =>
  l === "ml" ? "ഞങ്ങൾ ചെയ്യുന്നത്" : l === "ta" ? "நாங்கள் செய்வது" : "What We Do";
/** Services */
export const homeServicesList = (l: Locale): string =>
  l === "ml" ? "സേവനങ്ങൾ" : l === "ta" ? "சேவைகள்" : "Services";
/** From the first soil test to the last coat of paint, one team takes care of your building. */
export const homeServicesText = (l: Locale): string =>
  l === "ml" ? "ആദ്യത്തെ മണ്ണ് പരിശോധന മുതൽ അവസാന കോട്ട് പെയിന്റ് വരെ, നിങ്ങളുടെ കെട്ടിടം ഒരേ ടീം നോക്കും." : l === "ta" ? "முதல் மண் பரிசோதனை முதல் கடைசிப் பூச்சு பெயிண்ட் வரை, உங்கள் கட்டடத்தை ஒரே குழு பார்த்துக்கொள்கிறது." : "From the first soil test to the last coat of paint, one team takes care of your building.";
/** Starting from */
export const homeStartingFrom = (l: Locale): string =>
  l === "ml" ? "നിരക്ക് തുടങ്ങുന്നത്" : l === "ta" ? "தொடக்க விலை" : "Starting from";
/** All */
export const homeTabAll = (l: Locale): string =>
  l === "ml" ? "എല്ലാം" : l === "ta" ? "அனைத்தும்" : "All";
/** View All Projects */
export const homeViewAllProjects = (l: Locale): string =>
  l === "ml" ? "എല്ലാ പ്രോജക്ടുകളും കാണുക" : l === "ta" ? "எல்லாத் திட்டங்களையும் பாருங்கள்" : "View All Projects";
/** View All Services */
export const homeViewAllServices = (l: Locale): string =>
  l === "ml" ? "എല്ലാ സേവനങ്ങളും കാണുക" : l === "ta" ? "எல்லாச் சேவைகளையும் பாருங்கள்" : "View All Services";
/** View Details */
export const homeViewDetails = (l: Locale): string =>
  l === "ml" ? "വിശദമായി കാണുക" : l === "ta" ? "விவரங்களைப் பாருங்கள்" : "View Details";
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
/** Who to contact */
export const privacyContactHeading = (l: Locale): string =>
  l === "ml" ? "ആരെ ബന്ധപ്പെടണം" : l === "ta" ? "யாரைத் தொடர்புகொள்வது" : "Who to contact";
/** What {name} keeps of the enquiries you send through this website, why, for how long, and how to have it shown to you or deleted. */
export const privacyDescription = (l: Locale, v: { name: Value }): string =>
  l === "ml" ? "ഈ വെബ്സൈറ്റിലൂടെ നിങ്ങൾ അയയ്ക്കുന്ന അന്വേഷണങ്ങളിൽ നിന്ന് " + v.name + " എന്തെല്ലാം സൂക്ഷിക്കുന്നു, എന്തിന്, എത്ര കാലം, അവ കാണാനോ നീക്കം ചെയ്യിക്കാനോ എന്ത് ചെയ്യണം." : l === "ta" ? "இந்த இணையதளம் வழியாக நீங்கள் அனுப்பும் விசாரணைகளில் " + v.name + " எதை வைத்திருக்கிறது, ஏன், எவ்வளவு காலம், அவற்றைப் பார்க்கவோ நீக்கவோ என்ன செய்ய வேண்டும்." : "What " + v.name + " keeps of the enquiries you send through this website, why, for how long, and how to have it shown to you or deleted.";
/** e-mail */
export const privacyEmail = (l: Locale): string =>
  l === "ml" ? "ഇ-മെയിൽ" : l === "ta" ? "மின்னஞ்சல்" : "e-mail";
/** Phone */
export const privacyPhone = (l: Locale): string =>
  l === "ml" ? "ഫോൺ" : l === "ta" ? "தொலைபேசி" : "Phone";
/** Privacy Notice */
export const privacyTitle = (l: Locale): string =>
  l === "ml" ? "സ്വകാര്യതാ അറിയിപ്പ്" : l === "ta" ? "தனியுரிமை அறிவிப்பு" : "Privacy Notice";
/** After */
export const projectAfter = (l: Locale): string =>
  l === "ml" ? "ശേഷം" : l === "ta" ? "பின்பு" : "After";
/** {title}: after */
export const projectAfterAlt = (l: Locale, v: { title: Value }): string =>
  l === "ml" ? "" + v.title + ": പണിക്ക് ശേഷം" : l === "ta" ? "" + v.title + ": பின்பு" : "" + v.title + ": after";
/** About this project and others */
export const projectAsideLabel = (l: Locale): string =>
  l === "ml" ? "ഈ പ്രോജക്ടും മറ്റുള്ളവയും" : l === "ta" ? "இந்தத் திட்டமும் பிற திட்டங்களும்" : "About this project and others";
/** Ask about this home */
export const projectAskAbout = (l: Locale): string =>
  l === "ml" ? "ഈ വീടിനെക്കുറിച്ച് ചോദിക്കാം" : l === "ta" ? "இந்த வீட்டைப் பற்றிக் கேளுங்கள்" : "Ask about this home";
/** At a Glance */
export const projectAtAGlance = (l: Locale): string =>
  l === "ml" ? "ഒറ്റനോട്ടത്തിൽ" : l === "ta" ? "ஒரே பார்வையில்" : "At a Glance";
/** Back to Projects */
export const projectBackToProjects = (l: Locale): string =>
  l === "ml" ? "പ്രോജക്ടുകളിലേക്ക് മടങ്ങുക" : l === "ta" ? "திட்டங்களுக்குத் திரும்பு" : "Back to Projects";
/** Before */
export const projectBefore = (l: Locale): string =>
  l === "ml" ? "മുമ്പ്" : l === "ta" ? "முன்பு" : "Before";
/** Before and After */
export const projectBeforeAfter = (l: Locale): string =>
  l === "ml" ? "പണിക്ക് മുമ്പും ശേഷവും" : l === "ta" ? "முன்பும் பின்பும்" : "Before and After";
/** {title}: before */
export const projectBeforeAlt = (l: Locale, v: { title: Value }): string =>
  l === "ml" ? "" + v.title + ": പണിക്ക് മുമ്പ്" : l === "ta" ? "" + v.title + ": முன்பு" : "" + v.title + ": before";
/** Home */
export const projectBreadcrumbHome = (l: Locale): string =>
  l === "ml" ? "ഹോം" : l === "ta" ? "முகப்பு" : "Home";
/** Projects */
export const projectBreadcrumbProjects = (l: Locale): string =>
  l === "ml" ? "പ്രോജക്ടുകൾ" : l === "ta" ? "திட்டங்கள்" : "Projects";
/** Category */
export const projectCategory = (l: Locale): string =>
  l === "ml" ? "വിഭാഗം" : l === "ta" ? "வகை" : "Category";
/** Commercial */
export const projectCategoryCommercial = (l: Locale): string =>
  l === "ml" ? "കൊമേഴ്സ്യൽ" : l === "ta" ? "வணிகம்" : "Commercial";
/** Industrial */
export const projectCategoryIndustrial = (l: Locale): string =>
  l === "ml" ? "ഇൻഡസ്ട്രിയൽ" : l === "ta" ? "தொழிற்சாலை" : "Industrial";
/** Interior Design */
export const projectCategoryInterior = (l: Locale): string =>
  l === "ml" ? "ഇന്റീരിയർ ഡിസൈൻ" : l === "ta" ? "இன்டீரியர் டிசைன்" : "Interior Design";
/** General */
export const projectCategoryNone = (l: Locale): string =>
  l === "ml" ? "പൊതുവായത്" : l === "ta" ? "பொது" : "General";
/** Renovation */
export const projectCategoryRenovation = (l: Locale): string =>
  l === "ml" ? "പുതുക്കിപ്പണി" : l === "ta" ? "புதுப்பித்தல்" : "Renovation";
/** Residential */
export const projectCategoryResidential = (l: Locale): string =>
  l === "ml" ? "റെസിഡൻഷ്യൽ" : l === "ta" ? "குடியிருப்பு" : "Residential";
/** Drag the divide, or use the arrow keys, to compare the two photos. */
export const projectCompareHint = (l: Locale): string =>
  l === "ml" ? "രണ്ട് ഫോട്ടോകളും താരതമ്യം ചെയ്യാൻ നടുവിലെ വര വലിച്ചുനീക്കുക, അല്ലെങ്കിൽ ആരോ കീകൾ ഉപയോഗിക്കുക." : l === "ta" ? "இரண்டு படங்களையும் ஒப்பிட, நடுவில் உள்ள கோட்டை இழுக்கவும் அல்லது அம்புக்குறி விசைகளைப் பயன்படுத்தவும்." : "Drag the divide, or use the arrow keys, to compare the two photos.";
/** Before and after: how much of the before photo to show */
export const projectCompareLabel = (l: Locale): string =>
  l === "ml" ? "മുമ്പും ശേഷവും: പണിക്ക് മുമ്പുള്ള ഫോട്ടോയുടെ എത്ര ഭാഗം കാണിക്കണം" : l === "ta" ? "முன்பும் பின்பும்: முந்தைய படத்தில் எவ்வளவு காட்ட வேண்டும்" : "Before and after: how much of the before photo to show";
/** {value}% before */
export const projectCompareValue = (l: Locale, v: { value: Value }): string =>
  l === "ml" ? "" + v.value + "% മുമ്പുള്ളത്" : l === "ta" ? "" + v.value + "% முன்பு" : "" + v.value + "% before";
/** Planning Something Similar? */
export const projectCtaTitle = (l: Locale): string =>
  l === "ml" ? "ഇതുപോലൊന്ന് പ്ലാൻ ചെയ്യുന്നുണ്ടോ?" : l === "ta" ? "இது போன்ற ஒன்றைத் திட்டமிடுகிறீர்களா?" : "Planning Something Similar?";
/** Project Details */
export const projectDetails = (l: Locale): string =>
  l === "ml" ? "പ്രോജക്ടിന്റെ വിശദാംശങ്ങൾ" : l === "ta" ? "திட்ட விவரங்கள்" : "Project Details";
/** Estimate a home like this */
export const projectEstimateLikeThis = (l: Locale): string =>
  l === "ml" ? "ഇതുപോലൊരു വീടിന്റെ ചെലവ് അറിയാം" : l === "ta" ? "இது போன்ற வீட்டின் செலவைக் கணக்கிடுங்கள்" : "Estimate a home like this";
/** Bedroom */
export const projectFactBedroom = (l: Locale): string =>
  l === "ml" ? "ബെഡ്റൂം" : l === "ta" ? "படுக்கையறை" : "Bedroom";
/** Bedrooms */
export const projectFactBedrooms = (l: Locale): string =>
  l === "ml" ? "ബെഡ്റൂമുകൾ" : l === "ta" ? "படுக்கையறைகள்" : "Bedrooms";
/** Built in */
export const projectFactBuiltIn = (l: Locale): string =>
  l === "ml" ? "നിർമ്മാണ സമയം" : l === "ta" ? "கட்டிய காலம்" : "Built in";
/** Built-up */
export const projectFactBuiltUp = (l: Locale): string =>
  l === "ml" ? "ബിൽറ്റ്-അപ്പ്" : l === "ta" ? "கட்டுமானப் பரப்பு" : "Built-up";
/** Built-up area */
export const projectFactBuiltUpArea = (l: Locale): string =>
  l === "ml" ? "ബിൽറ്റ്-അപ്പ് ഏരിയ" : l === "ta" ? "கட்டுமானப் பரப்பு" : "Built-up area";
/** Duration */
export const projectFactDuration = (l: Locale): string =>
  l === "ml" ? "പണിക്കെടുത്ത സമയം" : l === "ta" ? "கட்டுமான காலம்" : "Duration";
/** Floors */
export const projectFactFloors = (l: Locale): string =>
  l === "ml" ? "നിലകൾ" : l === "ta" ? "தளங்கள்" : "Floors";
/** Locality */
export const projectFactLocality = (l: Locale): string =>
  l === "ml" ? "പ്രദേശം" : l === "ta" ? "பகுதி" : "Locality";
/** Package */
export const projectFactPackage = (l: Locale): string =>
  l === "ml" ? "പാക്കേജ്" : l === "ta" ? "பேக்கேஜ்" : "Package";
/** Plot */
export const projectFactPlot = (l: Locale): string =>
  l === "ml" ? "പ്ലോട്ട്" : l === "ta" ? "மனை" : "Plot";
/** Started */
export const projectFactStarted = (l: Locale): string =>
  l === "ml" ? "തുടങ്ങിയ വർഷം" : l === "ta" ? "தொடங்கிய ஆண்டு" : "Started";
/** Status */
export const projectFactStatus = (l: Locale): string =>
  l === "ml" ? "പണിയുടെ സ്ഥിതി" : l === "ta" ? "நிலை" : "Status";
/** Year */
export const projectFactYear = (l: Locale): string =>
  l === "ml" ? "വർഷം" : l === "ta" ? "ஆண்டு" : "Year";
/** Project Gallery */
export const projectGallery = (l: Locale): string =>
  l === "ml" ? "പ്രോജക്ട് ഗാലറി" : l === "ta" ? "திட்டப் படத்தொகுப்பு" : "Project Gallery";
/** Key facts */
export const projectKeyFacts = (l: Locale): string =>
  l === "ml" ? "പ്രധാന വിവരങ്ങൾ" : l === "ta" ? "முக்கிய விவரங்கள்" : "Key facts";
/** Failed to load project. Please try again. */
export const projectLoadError = (l: Locale): string =>
  l === "ml" ? "പ്രോജക്ട് ലോഡ് ചെയ്യാനായില്ല. ദയവായി വീണ്ടും ശ്രമിക്കുക." : l === "ta" ? "திட்டத்தை ஏற்ற முடியவில்லை. மீண்டும் முயற்சிக்கவும்." : "Failed to load project. Please try again.";
/** Location */
export const projectLocation = (l: Locale): string =>
  l === "ml" ? "സ്ഥലം" : l === "ta" ? "இடம்" : "Location";
/** {title}: a {category} by our team. */
export const projectMetaCategory = (l: Locale, v: { category: Value; title: Value }): string =>
  l === "ml" ? "" + v.title + ": ഞങ്ങളുടെ ടീം ചെയ്ത പ്രോജക്ട് (" + v.category + ")." : l === "ta" ? "" + v.title + ": எங்கள் குழு செய்த திட்டம் (" + v.category + ")." : "" + v.title + ": a " + v.category + " by our team.";
/** {title}: a {category} project in {location} by our team. */
export const projectMetaCategoryIn = (l: Locale, v: { category: Value; location: Value; title: Value }): string =>
  l === "ml" ? "" + v.title + ": " + v.location + "-ൽ ഞങ്ങളുടെ ടീം ചെയ്ത പ്രോജക്ട് (" + v.category + ")." : l === "ta" ? "" + v.title + ": " + v.location + "-இல் எங்கள் குழு செய்த திட்டம் (" + v.category + ")." : "" + v.title + ": a " + v.category + " project in " + v.location + " by our team.";
/** {title}: a {location} by our team. */
export const projectMetaLocation = (l: Locale, v: { location: Value; title: Value }): string =>
  l === "ml" ? "" + v.title + ": " + v.location + "-ൽ ഞങ്ങളുടെ ടീം ചെയ്ത പ്രോജക്ട്." : l === "ta" ? "" + v.title + ": " + v.location + "-இல் எங்கள் குழு செய்த திட்டம்." : "" + v.title + ": a " + v.location + " by our team.";
/** {title}: a construction project by our team. */
export const projectMetaPlain = (l: Locale, v: { title: Value }): string =>
  l === "ml" ? "" + v.title + ": ഞങ്ങളുടെ ടീം ചെയ്ത ഒരു നിർമ്മാണ പ്രോജക്ട്." : l === "ta" ? "" + v.title + ": எங்கள் குழு செய்த ஒரு கட்டுமானத் திட்டம்." : "" + v.title + ": a construction project by our team.";
/** About a home like this */
export const projectNextStepsLabel = (l: Locale): string =>
  l === "ml" ? "ഇതുപോലൊരു വീടിനെക്കുറിച്ച്" : l === "ta" ? "இது போன்ற வீட்டைப் பற்றி" : "About a home like this";
/** No description available. */
export const projectNoDescription = (l: Locale): string =>
  l === "ml" ? "വിവരണം ലഭ്യമല്ല." : l === "ta" ? "விளக்கம் எதுவும் இல்லை." : "No description available.";
/** No other projects available */
export const projectNoOthers = (l: Locale): string =>
  l === "ml" ? "മറ്റ് പ്രോജക്ടുകളൊന്നും ഇപ്പോഴില്ല" : l === "ta" ? "வேறு திட்டங்கள் இல்லை" : "No other projects available";
/** Project Not Found */
export const projectNotFound = (l: Locale): string =>
  l === "ml" ? "പ്രോജക്ട് കണ്ടെത്തിയില്ല" : l === "ta" ? "திட்டம் கிடைக்கவில்லை" : "Project Not Found";
/** This project could not be found. */
export const projectNotFoundDescription = (l: Locale): string =>
  l === "ml" ? "ഈ പ്രോജക്ട് കണ്ടെത്താനായില്ല." : l === "ta" ? "இந்தத் திட்டம் கிடைக்கவில்லை." : "This project could not be found.";
/** This project is not on our site. It may have been removed, or the link may be mistyped. */
export const projectNotFoundText = (l: Locale): string =>
  l === "ml" ? "ഈ പ്രോജക്ട് ഞങ്ങളുടെ സൈറ്റിൽ ഇല്ല. ഇത് നീക്കം ചെയ്തതാകാം, അല്ലെങ്കിൽ ലിങ്കിൽ തെറ്റുണ്ടാകാം." : l === "ta" ? "இந்தத் திட்டம் எங்கள் தளத்தில் இல்லை. அது நீக்கப்பட்டிருக்கலாம், அல்லது இணைப்பில் பிழை இருக்கலாம்." : "This project is not on our site. It may have been removed, or the link may be mistyped.";
/** Other Projects */
export const projectOtherProjects = (l: Locale): string =>
  l === "ml" ? "മറ്റ് പ്രോജക്ടുകൾ" : l === "ta" ? "பிற திட்டங்கள்" : "Other Projects";
/** Plan a Project Like This */
export const projectPlanLikeThis = (l: Locale): string =>
  l === "ml" ? "ഇതുപോലൊരു പ്രോജക്ട് പ്ലാൻ ചെയ്യാം" : l === "ta" ? "இது போன்ற ஒன்றைத் திட்டமிடுவோம்" : "Plan a Project Like This";
/** Share this project */
export const projectShare = (l: Locale): string =>
  l === "ml" ? "ഈ പ്രോജക്ട് ഷെയർ ചെയ്യുക" : l === "ta" ? "இந்தத் திட்டத்தைப் பகிருங்கள்" : "Share this project";
/** Share by email */
export const projectShareEmail = (l: Locale): string =>
  l === "ml" ? "ഇമെയിലിൽ അയയ്ക്കുക" : l === "ta" ? "மின்னஞ்சலில் பகிருங்கள்" : "Share by email";
/** Share on Facebook */
export const projectShareFacebook = (l: Locale): string =>
  l === "ml" ? "ഫേസ്ബുക്കിൽ ഷെയർ ചെയ്യുക" : l === "ta" ? "ஃபேஸ்புக்கில் பகிருங்கள்" : "Share on Facebook";
/** Share on LinkedIn */
export const projectShareLinkedIn = (l: Locale): string =>
  l === "ml" ? "ലിങ്ക്ഡ്ഇനിൽ ഷെയർ ചെയ്യുക" : l === "ta" ? "லிங்க்ட்இன்-இல் பகிருங்கள்" : "Share on LinkedIn";
/** Share on WhatsApp */
export const projectShareWhatsApp = (l: Locale): string =>
  l === "ml" ? "വാട്ട്സ്ആപ്പിൽ ഷെയർ ചെയ്യുക" : l === "ta" ? "வாட்ஸ்அப்பில் பகிருங்கள்" : "Share on WhatsApp";
/** Similar homes: size, plot and package */
export const projectSimilarHomes = (l: Locale): string =>
  l === "ml" ? "സമാനമായ വീടുകൾ: വലിപ്പം, പ്ലോട്ട്, പാക്കേജ്" : l === "ta" ? "இதே போன்ற வீடுகள்: அளவு, மனை, பேக்கேஜ்" : "Similar homes: size, plot and package";
/** Completed */
export const projectStatusCompleted = (l: Locale): string =>
  l === "ml" ? "പൂർത്തിയായി" : l === "ta" ? "முடிந்தது" : "Completed";
/** Ongoing */
export const projectStatusOngoing = (l: Locale): string =>
  l === "ml" ? "പണി നടക്കുന്നു" : l === "ta" ? "நடைபெறுகிறது" : "Ongoing";
/** Project Unavailable */
export const projectUnavailable = (l: Locale): string =>
  l === "ml" ? "പ്രോജക്ട് ഇപ്പോൾ ലഭ്യമല്ല" : l === "ta" ? "திட்டத்தைக் காட்ட முடியவில்லை" : "Project Unavailable";
/** {count} bedrooms */
export const projectUnitBedroomMany = (l: Locale, v: { count: Value }): string =>
  l === "ml" ? "" + v.count + " ബെഡ്റൂം" : l === "ta" ? "" + v.count + " படுக்கையறைகள்" : "" + v.count + " bedrooms";
/** {count} bedroom */
export const projectUnitBedroomOne = (l: Locale, v: { count: Value }): string =>
  l === "ml" ? "" + v.count + " ബെഡ്റൂം" : l === "ta" ? "" + v.count + " படுக்கையறை" : "" + v.count + " bedroom";
/** {count} BHK */
export const projectUnitBhk = (l: Locale, v: { count: Value }): string =>
  l === "ml" ? "" + v.count + " BHK" : l === "ta" ? "" + v.count + " BHK" : "" + v.count + " BHK";
/** {count} cents */
export const projectUnitCentMany = (l: Locale, v: { count: Value }): string =>
  l === "ml" ? "" + v.count + " സെന്റ്" : l === "ta" ? "" + v.count + " சென்ட்" : "" + v.count + " cents";
/** {count} cent */
export const projectUnitCentOne = (l: Locale, v: { count: Value }): string =>
  l === "ml" ? "" + v.count + " സെന്റ്" : l === "ta" ? "" + v.count + " சென்ட்" : "" + v.count + " cent";
/** {count} floors */
export const projectUnitFloorMany = (l: Locale, v: { count: Value }): string =>
  l === "ml" ? "" + v.count + " നില" : l === "ta" ? "" + v.count + " தளங்கள்" : "" + v.count + " floors";
/** {count} floor */
export const projectUnitFloorOne = (l: Locale, v: { count: Value }): string =>
  l === "ml" ? "" + v.count + " നില" : l === "ta" ? "" + v.count + " தளம்" : "" + v.count + " floor";
/** {count} months */
export const projectUnitMonthMany = (l: Locale, v: { count: Value }): string =>
  l === "ml" ? "" + v.count + " മാസം" : l === "ta" ? "" + v.count + " மாதங்கள்" : "" + v.count + " months";
/** {count} month */
export const projectUnitMonthOne = (l: Locale, v: { count: Value }): string =>
  l === "ml" ? "" + v.count + " മാസം" : l === "ta" ? "" + v.count + " மாதம்" : "" + v.count + " month";
/** {area} sq.ft */
export const projectUnitSqft = (l: Locale, v: { area: Value }): string =>
  l === "ml" ? "" + v.area + " സ്ക്വയർ ഫീറ്റ്" : l === "ta" ? "" + v.area + " ச.அடி" : "" + v.area + " sq.ft";
/** Clear filters */
export const projectsClearFilters = (l: Locale): string =>
  l === "ml" ? "ഫിൽട്ടറുകൾ മാറ്റുക" : l === "ta" ? "வடிகட்டிகளை நீக்கு" : "Clear filters";
/** Share your plans with us and get a free site visit and a clear, itemised estimate. */
export const projectsCtaText = (l: Locale): string =>
  l === "ml" ? "നിങ്ങളുടെ പ്ലാനുകൾ ഞങ്ങളോട് പറയൂ: സൗജന്യ സൈറ്റ് സന്ദർശനവും ഓരോ ഇനവും വേർതിരിച്ച വ്യക്തമായ എസ്റ്റിമേറ്റും ലഭിക്കും." : l === "ta" ? "உங்கள் திட்டங்களை எங்களிடம் சொல்லுங்கள்: இலவச சைட் விசிட்டும், ஒவ்வொரு செலவையும் பிரித்துக் காட்டும் தெளிவான மதிப்பீடும் கிடைக்கும்." : "Share your plans with us and get a free site visit and a clear, itemised estimate.";
/** Have a Project in Mind? */
export const projectsCtaTitle = (l: Locale): string =>
  l === "ml" ? "മനസ്സിൽ ഒരു പ്രോജക്ട് ഉണ്ടോ?" : l === "ta" ? "மனதில் ஒரு திட்டம் இருக்கிறதா?" : "Have a Project in Mind?";
/** Featured Project */
export const projectsFeatured = (l: Locale): string =>
  l === "ml" ? "പ്രധാന പ്രോജക്ട്" : l === "ta" ? "சிறப்புத் திட்டம்" : "Featured Project";
/** All */
export const projectsFilterAll = (l: Locale): string =>
  l === "ml" ? "എല്ലാം" : l === "ta" ? "அனைத்தும்" : "All";
/** Any */
export const projectsFilterAny = (l: Locale): string =>
  l === "ml" ? "ഏതും" : l === "ta" ? "எதுவும்" : "Any";
/** Filter projects by bedrooms */
export const projectsFilterBedroomsLabel = (l: Locale): string =>
  l === "ml" ? "ബെഡ്റൂമുകളുടെ എണ്ണം അനുസരിച്ച് പ്രോജക്ടുകൾ തിരഞ്ഞെടുക്കുക" : l === "ta" ? "படுக்கையறைகள் வாரியாகத் திட்டங்களைப் பாருங்கள்" : "Filter projects by bedrooms";
/** Filter projects by category */
export const projectsFilterCategoryLabel = (l: Locale): string =>
  l === "ml" ? "വിഭാഗം അനുസരിച്ച് പ്രോജക്ടുകൾ തിരഞ്ഞെടുക്കുക" : l === "ta" ? "வகை வாரியாகத் திட்டங்களைப் பாருங்கள்" : "Filter projects by category";
/** Filter projects by package */
export const projectsFilterPackageLabel = (l: Locale): string =>
  l === "ml" ? "പാക്കേജ് അനുസരിച്ച് പ്രോജക്ടുകൾ തിരഞ്ഞെടുക്കുക" : l === "ta" ? "பேக்கேஜ் வாரியாகத் திட்டங்களைப் பாருங்கள்" : "Filter projects by package";
/** Plot size */
export const projectsFilterPlot = (l: Locale): string =>
  l === "ml" ? "പ്ലോട്ടിന്റെ വലിപ്പം" : l === "ta" ? "மனையின் அளவு" : "Plot size";
/** Filter projects by plot size */
export const projectsFilterPlotLabel = (l: Locale): string =>
  l === "ml" ? "പ്ലോട്ടിന്റെ വലിപ്പം അനുസരിച്ച് പ്രോജക്ടുകൾ തിരഞ്ഞെടുക്കുക" : l === "ta" ? "மனை அளவு வாரியாகத் திட்டங்களைப் பாருங்கள்" : "Filter projects by plot size";
/** Filter projects by status */
export const projectsFilterStatusLabel = (l: Locale): string =>
  l === "ml" ? "പണിയുടെ സ്ഥിതി അനുസരിച്ച് പ്രോജക്ടുകൾ തിരഞ്ഞെടുക്കുക" : l === "ta" ? "கட்டுமான நிலை வாரியாகத் திட்டங்களைப் பாருங்கள்" : "Filter projects by status";
/** Homes, commercial buildings, renovations and interiors we have planned and built across Kerala and Tamil Nadu. */
export const projectsHeroSubtitle = (l: Locale): string =>
  l === "ml" ? "കേരളത്തിലും തമിഴ്നാട്ടിലുമായി ഞങ്ങൾ പ്ലാൻ ചെയ്ത് പണിത വീടുകൾ, കൊമേഴ്സ്യൽ കെട്ടിടങ്ങൾ, പുതുക്കിപ്പണികൾ, ഇന്റീരിയറുകൾ." : l === "ta" ? "கேரளா, தமிழ்நாடு முழுவதும் நாங்கள் திட்டமிட்டுக் கட்டிய வீடுகள், வணிகக் கட்டடங்கள், புதுப்பித்தல் பணிகள், இன்டீரியர்கள்." : "Homes, commercial buildings, renovations and interiors we have planned and built across Kerala and Tamil Nadu.";
/** Project list */
export const projectsListHeading = (l: Locale): string =>
  l === "ml" ? "പ്രോജക്ടുകളുടെ പട്ടിക" : l === "ta" ? "திட்டங்களின் பட்டியல்" : "Project list";
/** Failed to load projects. Please try again. */
export const projectsLoadError = (l: Locale): string =>
  l === "ml" ? "പ്രോജക്ടുകൾ ലോഡ് ചെയ്യാനായില്ല. ദയവായി വീണ്ടും ശ്രമിക്കുക." : l === "ta" ? "திட்டங்களை ஏற்ற முடியவில்லை. மீண்டும் முயற்சிக்கவும்." : "Failed to load projects. Please try again.";
/** Load more projects */
export const projectsLoadMore = (l: Locale): string =>
  l === "ml" ? "കൂടുതൽ പ്രോജക്ടുകൾ കാണുക" : l === "ta" ? "மேலும் திட்டங்களைக் காட்டு" : "Load more projects";
/** Loading… */
export const projectsLoading = (l: Locale): string =>
  l === "ml" ? "ലോഡ് ചെയ്യുന്നു…" : l === "ta" ? "ஏற்றப்படுகிறது…" : "Loading…";
/** Residential, commercial, industrial, renovation and interior projects completed by our construction team in Thiruvananthapuram, Kerala and Tamil Nadu. */
export const projectsMetaDescription = (l: Locale): string =>
  l === "ml" ? "തിരുവനന്തപുരത്തും കേരളത്തിലും തമിഴ്നാട്ടിലുമായി ഞങ്ങളുടെ നിർമ്മാണ ടീം പൂർത്തിയാക്കിയ വീടുകൾ, കൊമേഴ്സ്യൽ കെട്ടിടങ്ങൾ, വ്യവസായ കെട്ടിടങ്ങൾ, പുതുക്കിപ്പണികൾ, ഇന്റീരിയറുകൾ." : l === "ta" ? "திருவனந்தபுரம், கேரளா மற்றும் தமிழ்நாட்டில் எங்கள் கட்டுமானக் குழு முடித்த குடியிருப்பு, வணிக, தொழிற்சாலை, புதுப்பித்தல் மற்றும் இன்டீரியர் திட்டங்கள்." : "Residential, commercial, industrial, renovation and interior projects completed by our construction team in Thiruvananthapuram, Kerala and Tamil Nadu.";
/** More filters */
export const projectsMoreFilters = (l: Locale): string =>
  l === "ml" ? "കൂടുതൽ ഫിൽട്ടറുകൾ" : l === "ta" ? "மேலும் வடிகட்டிகள்" : "More filters";
/** Nearest to what you asked for */
export const projectsNearestHeading = (l: Locale): string =>
  l === "ml" ? "നിങ്ങൾ തിരഞ്ഞതിനോട് ഏറ്റവും അടുത്തവ" : l === "ta" ? "நீங்கள் கேட்டதற்கு மிக நெருக்கமானவை" : "Nearest to what you asked for";
/** Closest first: the bedrooms count most, then the package, then the plot size. */
export const projectsNearestText = (l: Locale): string =>
  l === "ml" ? "ഏറ്റവും അടുത്തവ ആദ്യം: ബെഡ്റൂമുകളുടെ എണ്ണത്തിനാണ് മുൻഗണന, പിന്നെ പാക്കേജ്, പിന്നെ പ്ലോട്ടിന്റെ വലിപ്പം." : l === "ta" ? "நெருக்கமானவை முதலில்: படுக்கையறைகளுக்கு முதல் முக்கியத்துவம், பிறகு பேக்கேஜ், பிறகு மனையின் அளவு." : "Closest first: the bedrooms count most, then the package, then the plot size.";
/** No completed projects in this category at the moment. */
export const projectsNoneCompleted = (l: Locale): string =>
  l === "ml" ? "ഈ വിഭാഗത്തിൽ പൂർത്തിയായ പ്രോജക്ടുകൾ ഇപ്പോൾ ഇല്ല." : l === "ta" ? "இந்த வகையில் முடிந்த திட்டங்கள் தற்போது இல்லை." : "No completed projects in this category at the moment.";
/** No projects found */
export const projectsNoneFound = (l: Locale): string =>
  l === "ml" ? "പ്രോജക്ടുകളൊന്നും കണ്ടെത്തിയില്ല" : l === "ta" ? "திட்டங்கள் எதுவும் இல்லை" : "No projects found";
/** No projects available in this category at the moment. */
export const projectsNoneInCategory = (l: Locale): string =>
  l === "ml" ? "ഈ വിഭാഗത്തിൽ ഇപ്പോൾ പ്രോജക്ടുകളൊന്നുമില്ല." : l === "ta" ? "இந்த வகையில் தற்போது திட்டங்கள் எதுவும் இல்லை." : "No projects available in this category at the moment.";
/** No projects match these filters at the moment. */
export const projectsNoneMatchFilters = (l: Locale): string =>
  l === "ml" ? "ഈ ഫിൽട്ടറുകൾക്ക് ചേരുന്ന പ്രോജക്ടുകൾ ഇപ്പോൾ ഇല്ല." : l === "ta" ? "இந்த வடிகட்டிகளுக்குப் பொருந்தும் திட்டங்கள் தற்போது இல்லை." : "No projects match these filters at the moment.";
/** No ongoing projects in this category at the moment. */
export const projectsNoneOngoing = (l: Locale): string =>
  l === "ml" ? "ഈ വിഭാഗത്തിൽ പണി നടക്കുന്ന പ്രോജക്ടുകൾ ഇപ്പോൾ ഇല്ല." : l === "ta" ? "இந்த வகையில் நடைபெறும் திட்டங்கள் தற்போது இல்லை." : "No ongoing projects in this category at the moment.";
/** Photo coming soon */
export const projectsPhotoComingSoon = (l: Locale): string =>
  l === "ml" ? "ഫോട്ടോ ഉടൻ വരും" : l === "ta" ? "புகைப்படம் விரைவில்" : "Photo coming soon";
/** 10–19 cents */
export const projectsPlot10To19 = (l: Locale): string =>
  l === "ml" ? "10–19 സെന്റ്" : l === "ta" ? "10–19 சென்ட்" : "10–19 cents";
/** 20+ cents */
export const projectsPlot20Plus = (l: Locale): string =>
  l === "ml" ? "20+ സെന്റ്" : l === "ta" ? "20+ சென்ட்" : "20+ cents";
/** 5–9 cents */
export const projectsPlot5To9 = (l: Locale): string =>
  l === "ml" ? "5–9 സെന്റ്" : l === "ta" ? "5–9 சென்ட்" : "5–9 cents";
/** Under 5 cents */
export const projectsPlotUnder5 = (l: Locale): string =>
  l === "ml" ? "5 സെന്റിൽ താഴെ" : l === "ta" ? "5 சென்டுக்குக் கீழ்" : "Under 5 cents";
/** Showing {shown} of {total} projects */
export const projectsShowingMany = (l: Locale, v: { shown: Value; total: Value }): string =>
  l === "ml" ? "" + v.total + " പ്രോജക്ടുകളിൽ " + v.shown + " എണ്ണം കാണിക്കുന്നു" : l === "ta" ? "" + v.total + " திட்டங்களில் " + v.shown + " காட்டப்படுகின்றன" : "Showing " + v.shown + " of " + v.total + " projects";
/** Showing {shown} of {total} project */
export const projectsShowingOne = (l: Locale, v: { shown: Value; total: Value }): string =>
  l === "ml" ? "" + v.total + " പ്രോജക്ടിൽ " + v.shown + " എണ്ണം കാണിക്കുന്നു" : l === "ta" ? "" + v.total + " திட்டத்தில் " + v.shown + " காட்டப்படுகிறது" : "Showing " + v.shown + " of " + v.total + " project";
/** Our Projects */
export const projectsTitle = (l: Locale): string =>
  l === "ml" ? "ഞങ്ങളുടെ പ്രോജക്ടുകൾ" : l === "ta" ? "எங்கள் திட்டங்கள்" : "Our Projects";
/** Try Again */
export const projectsTryAgain = (l: Locale): string =>
  l === "ml" ? "വീണ്ടും ശ്രമിക്കുക" : l === "ta" ? "மீண்டும் முயற்சிக்கவும்" : "Try Again";
/** View All Projects */
export const projectsViewAll = (l: Locale): string =>
  l === "ml" ? "എല്ലാ പ്രോജക്ടുകളും കാണുക" : l === "ta" ? "எல்லாத் திட்டங்களையும் பாருங்கள்" : "View All Projects";
/** View Details */
export const projectsViewDetails = (l: Locale): string =>
  l === "ml" ? "വിശദമായി കാണുക" : l === "ta" ? "விவரங்களைப் பாருங்கள்" : "View Details";
/** View Project Details */
export const projectsViewProjectDetails = (l: Locale): string =>
  l === "ml" ? "പ്രോജക്ടിന്റെ വിശദാംശങ്ങൾ കാണുക" : l === "ta" ? "திட்ட விவரங்களைப் பாருங்கள்" : "View Project Details";
/** Have a special design, a difficult plot or a commercial building in mind? */
export const servicesCustomPrompt = (l: Locale): string =>
  l === "ml" ? "പ്രത്യേക ഡിസൈനോ, ബുദ്ധിമുട്ടുള്ള പ്ലോട്ടോ, ഒരു കൊമേഴ്സ്യൽ കെട്ടിടമോ മനസ്സിലുണ്ടോ?" : l === "ta" ? "சிறப்பு வடிவமைப்பு, சிக்கலான மனை, அல்லது ஒரு வணிகக் கட்டடம் மனதில் இருக்கிறதா?" : "Have a special design, a difficult plot or a commercial building in mind?";
/** Request Custom Quote */
export const servicesCustomQuote = (l: Locale): string =>
  l === "ml" ? "പ്രത്യേക ക്വട്ടേഷൻ ചോദിക്കാം" : l === "ta" ? "தனிப்பட்ட கொட்டேஷன் கேளுங்கள்" : "Request Custom Quote";
/** Drawing: measured floor plan of a house with its rooms round a courtyard */
export const servicesDrawingArchitecture = (l: Locale): string =>
  l === "ml" ? "രേഖാചിത്രം: നടുമുറ്റത്തിനു ചുറ്റും മുറികളുള്ള ഒരു വീടിന്റെ അളവുകളോടു കൂടിയ പ്ലാൻ" : l === "ta" ? "வரைபடம்: முற்றத்தைச் சுற்றி அறைகள் கொண்ட ஒரு வீட்டின் அளவுகளுடன் கூடிய தரைத் திட்டம்" : "Drawing: measured floor plan of a house with its rooms round a courtyard";
/** Drawing: elevation of a house whose old roof tiles are being taken off, its rafters bare */
export const servicesDrawingDemolition = (l: Locale): string =>
  l === "ml" ? "രേഖാചിത്രം: പഴയ ഓടുകൾ ഇളക്കിമാറ്റുന്ന, കഴുക്കോലുകൾ തെളിഞ്ഞുകാണുന്ന ഒരു വീട്" : l === "ta" ? "வரைபடம்: பழைய கூரை ஓடுகள் அகற்றப்பட்டு, உத்திரங்கள் வெளியே தெரியும் ஒரு வீடு" : "Drawing: elevation of a house whose old roof tiles are being taken off, its rafters bare";
/** Drawing: section through a living room lit at evening by a floor lamp */
export const servicesDrawingElectrical = (l: Locale): string =>
  l === "ml" ? "രേഖാചിത്രം: സന്ധ്യയ്ക്ക് ഒരു ഫ്ലോർ ലാമ്പിന്റെ വെളിച്ചത്തിലുള്ള സ്വീകരണമുറിയുടെ ഛേദം" : l === "ta" ? "வரைபடம்: மாலையில் ஒரு தரை விளக்கின் ஒளியில் வரவேற்பறையின் குறுக்குவெட்டு" : "Drawing: section through a living room lit at evening by a floor lamp";
/** Drawing: section through a column's concrete pad footing, the floor slab and the ground */
export const servicesDrawingFoundation = (l: Locale): string =>
  l === "ml" ? "രേഖാചിത്രം: ഒരു തൂണിന്റെ കോൺക്രീറ്റ് ഫൂട്ടിംഗ്, തറയുടെ സ്ലാബ്, മണ്ണ് എന്നിവയുടെ ഛേദം" : l === "ta" ? "வரைபடம்: ஒரு தூணின் கான்கிரீட் அடித்தளம், தரைத் தளம், மண் ஆகியவற்றின் குறுக்குவெட்டு" : "Drawing: section through a column's concrete pad footing, the floor slab and the ground";
/** Drawing: front elevation of a two-storey Kerala house with sloped tiled roofs, a gable and a verandah */
export const servicesDrawingHouse = (l: Locale): string =>
  l === "ml" ? "രേഖാചിത്രം: ചെരിഞ്ഞ ഓടിട്ട മേൽക്കൂരയും മുഖപ്പും വരാന്തയുമുള്ള ഇരുനില കേരളവീടിന്റെ മുൻവശം" : l === "ta" ? "வரைபடம்: சரிவான ஓட்டுக் கூரைகள், முக்கோண முகப்பு, வராண்டா கொண்ட இரண்டு மாடி கேரள வீட்டின் முன்தோற்றம்" : "Drawing: front elevation of a two-storey Kerala house with sloped tiled roofs, a gable and a verandah";
/** Drawing: section through a living room under teak rafters, with a sofa and an opening to the courtyard */
export const servicesDrawingInterior = (l: Locale): string =>
  l === "ml" ? "രേഖാചിത്രം: തേക്കിൻ കഴുക്കോലുകൾക്കു താഴെ, സോഫയും നടുമുറ്റത്തേക്കുള്ള തുറപ്പുമുള്ള സ്വീകരണമുറിയുടെ ഛേദം" : l === "ta" ? "வரைபடம்: தேக்கு உத்திரங்களின் கீழ், சோபாவும் முற்றத்துக்குத் திறப்பும் கொண்ட வரவேற்பறையின் குறுக்குவெட்டு" : "Drawing: section through a living room under teak rafters, with a sofa and an opening to the courtyard";
/** Drawing: elevation of a Kerala house under repair, with scaffolding and a roof slope stripped to its rafters */
export const servicesDrawingRenovation = (l: Locale): string =>
  l === "ml" ? "രേഖാചിത്രം: പുതുക്കിപ്പണി നടക്കുന്ന ഒരു കേരളവീട്; ചുറ്റും സ്കാഫോൾഡിംഗ്, ഓട് ഇളക്കി കഴുക്കോൽ മാത്രമായ മേൽക്കൂരയുടെ ഒരു ചെരിവ്" : l === "ta" ? "வரைபடம்: பழுது பார்க்கப்படும் ஒரு கேரள வீடு; சாரமும், ஓடுகள் அகற்றப்பட்டு உத்திரங்கள் மட்டும் தெரியும் ஒரு கூரைச் சரிவும்" : "Drawing: elevation of a Kerala house under repair, with scaffolding and a roof slope stripped to its rafters";
/** Drawing: elevation of a building site, a concrete frame rising on its plinth with scaffolding and a hoist */
export const servicesDrawingSitePreparation = (l: Locale): string =>
  l === "ml" ? "രേഖാചിത്രം: ഒരു നിർമ്മാണ സൈറ്റ്; തറയ്ക്കു മുകളിൽ ഉയരുന്ന കോൺക്രീറ്റ് ഫ്രെയിം, സ്കാഫോൾഡിംഗ്, ഹോയിസ്റ്റ്" : l === "ta" ? "வரைபடம்: ஒரு கட்டுமான இடம்; அடித்தளத்தின் மேல் எழும் கான்கிரீட் சட்டகம், சாரம், பொருள் ஏற்றி" : "Drawing: elevation of a building site, a concrete frame rising on its plinth with scaffolding and a hoist";
/** Get a Quote */
export const servicesGetQuote = (l: Locale): string =>
  l === "ml" ? "ക്വട്ടേഷൻ ചോദിക്കാം" : l === "ta" ? "கொட்டேஷன் கேளுங்கள்" : "Get a Quote";
/** Get Started */
export const servicesGetStarted = (l: Locale): string =>
  l === "ml" ? "തുടങ്ങാം" : l === "ta" ? "தொடங்குங்கள்" : "Get Started";
/** Everything it takes to build, renovate and finish a building in Kerala and Tamil Nadu, from one team you can call. */
export const servicesHeroSubtitle = (l: Locale): string =>
  l === "ml" ? "കേരളത്തിലും തമിഴ്നാട്ടിലും ഒരു കെട്ടിടം പണിയാനും പുതുക്കാനും പൂർത്തിയാക്കാനും വേണ്ടതെല്ലാം, എപ്പോഴും വിളിക്കാവുന്ന ഒരൊറ്റ ടീമിൽ നിന്ന്." : l === "ta" ? "கேரளா, தமிழ்நாட்டில் ஒரு கட்டடத்தைக் கட்ட, புதுப்பிக்க, முடிக்கத் தேவையான அனைத்தும் — நீங்கள் எப்போதும் அழைக்கக்கூடிய ஒரே குழுவிடமிருந்து." : "Everything it takes to build, renovate and finish a building in Kerala and Tamil Nadu, from one team you can call.";
/** Key Features */
export const servicesKeyFeatures = (l: Locale): string =>
  l === "ml" ? "പ്രധാന സവിശേഷതകൾ" : l === "ta" ? "முக்கிய அம்சங்கள்" : "Key Features";
/** New building construction, renovation, site preparation, foundations, electrical work, interiors, demolition and architectural planning in Kerala and Tamil Nadu. */
export const servicesMetaDescription = (l: Locale): string =>
  l === "ml" ? "കേരളത്തിലും തമിഴ്നാട്ടിലും പുതിയ കെട്ടിട നിർമ്മാണം, പുതുക്കിപ്പണി, സൈറ്റ് ഒരുക്കൽ, ഫൗണ്ടേഷൻ, ഇലക്ട്രിക്കൽ ജോലികൾ, ഇന്റീരിയർ, പൊളിക്കൽ, ആർക്കിടെക്ചറൽ പ്ലാനിംഗ്." : l === "ta" ? "கேரளா, தமிழ்நாட்டில் புதிய கட்டடக் கட்டுமானம், புதுப்பித்தல், மனை தயாரிப்பு, அடித்தளம், மின் பணிகள், இன்டீரியர், இடித்தல், கட்டடக்கலைத் திட்டமிடல்." : "New building construction, renovation, site preparation, foundations, electrical work, interiors, demolition and architectural planning in Kerala and Tamil Nadu.";
/** What We Offer */
export const servicesOfferEyebrow = (l: Locale): string =>
  l === "ml" ? "ഞങ്ങൾ നൽകുന്നത്" : l === "ta" ? "நாங்கள் வழங்குவது" : "What We Offer";
/** Construction Services */
export const servicesOfferTitle = (l: Locale): string =>
  l === "ml" ? "നിർമ്മാണ സേവനങ്ങൾ" : l === "ta" ? "கட்டுமானச் சேவைகள்" : "Construction Services";
/** {title}: our work */
export const servicesPhotoAlt = (l: Locale, v: { title: Value }): string =>
  l === "ml" ? "" + v.title + ": ഞങ്ങളുടെ വർക്ക്" : l === "ta" ? "" + v.title + ": எங்கள் பணி" : "" + v.title + ": our work";
/** Popular */
export const servicesPopular = (l: Locale): string =>
  l === "ml" ? "ജനപ്രിയം" : l === "ta" ? "பிரபலமானது" : "Popular";
/** Pricing */
export const servicesPricingEyebrow = (l: Locale): string =>
  l === "ml" ? "നിരക്കുകൾ" : l === "ta" ? "விலைகள்" : "Pricing";
/** Rates per square foot of built-up area, including materials and labour. Every quotation is itemised before we begin. */
export const servicesPricingText = (l: Locale): string =>
  l === "ml" ? "ബിൽറ്റ്-അപ്പ് ഏരിയയുടെ ഓരോ സ്ക്വയർ ഫീറ്റിനുമുള്ള നിരക്ക്, സാധനങ്ങളും പണിക്കൂലിയും ഉൾപ്പെടെ. പണി തുടങ്ങും മുമ്പ് ഓരോ ക്വട്ടേഷനും ഇനം തിരിച്ച് നൽകും." : l === "ta" ? "கட்டுமானப் பரப்பின் ஒவ்வொரு சதுர அடிக்குமான விலை, பொருட்களும் கூலியும் சேர்த்து. பணி தொடங்கும் முன் ஒவ்வொரு கொட்டேஷனும் விவரமாகப் பிரித்துத் தரப்படும்." : "Rates per square foot of built-up area, including materials and labour. Every quotation is itemised before we begin.";
/** Transparent Pricing Packages */
export const servicesPricingTitle = (l: Locale): string =>
  l === "ml" ? "സുതാര്യമായ നിരക്കുകളുള്ള പാക്കേജുകൾ" : l === "ta" ? "வெளிப்படையான விலையில் பேக்கேஜ்கள்" : "Transparent Pricing Packages";
/** How We Work */
export const servicesProcessEyebrow = (l: Locale): string =>
  l === "ml" ? "ഞങ്ങളുടെ രീതി" : l === "ta" ? "நாங்கள் பணியாற்றும் விதம்" : "How We Work";
/** Four clear steps from your first call to the day you move in. */
export const servicesProcessText = (l: Locale): string =>
  l === "ml" ? "ആദ്യത്തെ ഫോൺ വിളി മുതൽ താമസം തുടങ്ങുന്ന ദിവസം വരെ, വ്യക്തമായ നാല് ഘട്ടങ്ങൾ." : l === "ta" ? "முதல் அழைப்பிலிருந்து குடிபுகும் நாள் வரை, தெளிவான நான்கு படிகள்." : "Four clear steps from your first call to the day you move in.";
/** Our Process */
export const servicesProcessTitle = (l: Locale): string =>
  l === "ml" ? "പണി നടക്കുന്നത് ഇങ്ങനെ" : l === "ta" ? "எங்கள் செயல்முறை" : "Our Process";
/**  for {title} */
export const servicesQuoteFor = (l: Locale, v: { title: Value }): string =>
  l === "ml" ? ": " + v.title : l === "ta" ? ": " + v.title : " for " + v.title;
/** Step {number}:  */
export const servicesStep = (l: Locale, v: { number: Value }): string =>
  l === "ml" ? "ഘട്ടം " + v.number + ": " : l === "ta" ? "படி " + v.number + ": " : "Step " + v.number + ": ";
/** Services */
export const servicesTitle = (l: Locale): string =>
  l === "ml" ? "സേവനങ്ങൾ" : l === "ta" ? "சேவைகள்" : "Services";
/**  with {title} */
export const servicesWithTier = (l: Locale, v: { title: Value }): string =>
  l === "ml" ? ": " + v.title : l === "ta" ? ": " + v.title : " with " + v.title;
/** Skip to content */
export const skipToContent = (l: Locale): string =>
  l === "ml" ? "ഉള്ളടക്കത്തിലേക്ക് പോകുക" : l === "ta" ? "உள்ளடக்கத்திற்குச் செல்லவும்" : "Skip to content";
/** Not yet translated: shown in English. */
export const untranslatedNote = (l: Locale): string =>
  l === "ml" ? "ഇതുവരെ വിവർത്തനം ചെയ്തിട്ടില്ല: ഇംഗ്ലീഷിൽ കാണിക്കുന്നു." : l === "ta" ? "இன்னும் மொழிபெயர்க்கப்படவில்லை: ஆங்கிலத்தில் காட்டப்படுகிறது." : "Not yet translated: shown in English.";
