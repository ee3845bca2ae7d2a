// Made by `npm run messages` from app/i18n/catalogue/<locale>/*.json (scripts/messages.ts): edit those, not this.
const texts: readonly string[] = [
  "ஒரு கணக்கு", // 0 adminActivityAnAccount
  "வடிகட்டு", // 1 adminActivityApply
  "{who} போர்ட்ஃபோலியோவில் {noun} இடம் மாற்றினார்: {item}", // 2 adminActivityArrangedMoved
  "{who} போர்ட்ஃபோலியோவில் பின் செய்த {noun} மாற்றினார்: {item}", // 3 adminActivityArrangedPinned
  "{who} மாற்றினார்: {noun} {item} ({action})", // 4 adminActivityChanged
  "வடிகட்டிகளை நீக்கு", // 5 adminActivityClear
  "{who} உருவாக்கினார்: {noun} {item}", // 6 adminActivityCreated
  "{who} நிரந்தரமாக நீக்கினார்: {noun} {item}", // 7 adminActivityDeleted
  "{who} ஒரு {noun} நிரந்தரமாக நீக்கினார்", // 8 adminActivityDeletedGone
  "(பின்னர் நீக்கப்பட்டது)", // 9 adminActivityDeletedSince
  "{who} {theirs} அவர்களின் கணக்கை முடக்கினார்", // 10 adminActivityDisabled
  "{who} {theirs} அவர்களின் கணக்கை மீண்டும் இயக்கினார்", // 11 adminActivityEnabled
  "அனைவரும்", // 12 adminActivityEveryone
  "இந்த வடிகட்டிகளுக்குப் பொருந்துவது இவ்வளவுதான்.", // 13 adminActivityEverything
  "உள்நுழைவு தோல்வி", // 14 adminActivityFailedSignIn
  "செயல்பாடுகளை வடிகட்டு", // 15 adminActivityFilterLabel
  "({address} இலிருந்து)", // 16 adminActivityFrom
  "முதல்", // 17 adminActivityFromDate
  "(குப்பையில்)", // 18 adminActivityInTrash
  "இணையதளத்தில் யார் எதை மாற்றினார்கள், யார் உள்நுழைந்தார்கள், புதியது முதலில். நேரம் இந்திய நேரம் (IST).", // 19 adminActivityIntro
  "{who} {them} அவர்களுக்கான அழைப்பைத் திரும்பப் பெற்றார்", // 20 adminActivityInvitationRevoked
  "{who} {them} அவர்களை அழைத்தார்", // 21 adminActivityInvited
  "{who} {them} அவர்களை {detail} ஆக அழைத்தார்", // 22 adminActivityInvitedAs
  "{who} குழுவில் சேர்ந்தார்", // 23 adminActivityJoined
  "{who} {detail} ஆகக் குழுவில் சேர்ந்தார்", // 24 adminActivityJoinedAs
  "வகை", // 25 adminActivityKind
  "கணக்குகள் & உள்நுழைவுகள்", // 26 adminActivityKindAccounts
  "அனைத்தும்", // 27 adminActivityKindAll
  "வலைப்பதிவுகள்", // 28 adminActivityKindBlogs
  "படத்தொகுப்பு", // 29 adminActivityKindGalleries
  "திட்டங்கள்", // 30 adminActivityKindProjects
  "இணையதள உள்ளடக்கம்", // 31 adminActivityKindSite
  "செயல்பாடுகளை ஏற்ற முடியவில்லை. மீண்டும் முயலுங்கள்.", // 32 adminActivityLoadError
  "மேலும் காட்டு", // 33 adminActivityLoadMore
  "ஏற்றுகிறது…", // 34 adminActivityLoading
  "பழைய பதிவுகளை ஏற்ற முடியவில்லை. மீண்டும் முயலுங்கள்.", // 35 adminActivityMoreError
  "இந்த வடிகட்டிகளுக்கு எதுவும் பொருந்தவில்லை", // 36 adminActivityNothing
  "வேறு நபர், வகை அல்லது தேதிகளை முயலுங்கள்.", // 37 adminActivityNothingHint
  "வலைப்பதிவு", // 38 adminActivityNounBlogPost
  "படத்தொகுப்பு உருப்படி", // 39 adminActivityNounGalleryItem
  "திட்டம்", // 40 adminActivityNounProject
  "மேலும் {count} பழைய பதிவுகள் காட்டப்படுகின்றன.", // 41 adminActivityOlderMany
  "மேலும் {count} பழைய பதிவு காட்டப்படுகிறது.", // 42 adminActivityOlderOne
  "{who} ஒரு பாஸ்கீயைச் சேர்த்தார்", // 43 adminActivityPasskeyAdded
  "{who} ஒரு பாஸ்கீயைச் சேர்த்தார் ({detail})", // 44 adminActivityPasskeyAddedDetail
  "{who} ஒரு பாஸ்கீயை நீக்கினார்", // 45 adminActivityPasskeyRemoved
  "{who} ஒரு பாஸ்கீயை நீக்கினார் ({detail})", // 46 adminActivityPasskeyRemovedDetail
  "{who} தன் கடவுச்சொல்லை மாற்றினார்", // 47 adminActivityPasswordChanged
  "{who} புதிய கடவுச்சொல் இணைப்பு மூலம் தன் கடவுச்சொல்லை மாற்றினார்", // 48 adminActivityPasswordChangedLink
  "நபர்", // 49 adminActivityPerson
  "{who} வெளியிட்டார்: {noun} {item}", // 50 adminActivityPublished
  "{who} மீட்புக் குறியீட்டுடன் உள்நுழைந்தார்", // 51 adminActivityRecoveryCode
  "{who} {theirs} அவர்களின் கணக்கை நீக்கினார்", // 52 adminActivityRemoved
  "{who} {theirs} அவர்களின் கணக்கை நீக்கினார் ({detail})", // 53 adminActivityRemovedDetail
  "{who} தன் பெயரை மாற்றினார்", // 54 adminActivityRenamed
  "{who} தன் பெயரை மாற்றினார் ({detail})", // 55 adminActivityRenamedFrom
  "{who} படங்களின் வரிசையை மாற்றினார்: {noun} {item}", // 56 adminActivityReordered
  "{who} {them} அவர்களுக்குப் புதிய கடவுச்சொல் இணைப்பை உருவாக்கினார்", // 57 adminActivityResetLinkMade
  "{who} {them} அவர்களுக்குப் புதிய கடவுச்சொல் இணைப்பைக் கேட்டார்", // 58 adminActivityResetRequested
  "{who} குப்பையிலிருந்து மீட்டெடுத்தார்: {noun} {item}", // 59 adminActivityRestored
  "{who} {theirs} அவர்களின் பங்கை மாற்றினார்", // 60 adminActivityRoleChanged
  "{who} {theirs} அவர்களின் பங்கை மாற்றினார்: {detail}", // 61 adminActivityRoleChangedTo
  "{who} உள்நுழைவின் இரண்டாம் படியைக் கட்டாயமில்லாததாக்கினார்", // 62 adminActivitySecondStepNotRequired
  "{who} {them} அவர்களுக்கு உள்நுழைவின் இரண்டாம் படியைக் கட்டாயமில்லாததாக்கினார்", // 63 adminActivitySecondStepNotRequiredOf
  "{who} உள்நுழைவின் இரண்டாம் படியை நிறுத்தினார்", // 64 adminActivitySecondStepOff
  "{who} {them} அவர்களுக்கு உள்நுழைவின் இரண்டாம் படியை நிறுத்தினார்", // 65 adminActivitySecondStepOffFor
  "{who} உள்நுழைவின் இரண்டாம் படியை இயக்கினார்", // 66 adminActivitySecondStepOn
  "{who} {them} அவர்களுக்கு உள்நுழைவின் இரண்டாம் படியை இயக்கினார்", // 67 adminActivitySecondStepOnFor
  "{who} உள்நுழைவின் இரண்டாம் படியைக் கட்டாயமாக்கினார்", // 68 adminActivitySecondStepRequired
  "{who} {them} அவர்களுக்கு உள்நுழைவின் இரண்டாம் படியைக் கட்டாயமாக்கினார்", // 69 adminActivitySecondStepRequiredOf
  "{who} {them} ஆக உள்நுழைய முயன்று தோல்வியடைந்தார்", // 70 adminActivitySignInFailed
  "{who} {them} ஆக உள்நுழைய முயன்று தோல்வியடைந்தார் (கணக்கு முடக்கப்பட்டுள்ளது)", // 71 adminActivitySignInFailedDisabled
  "{who} உள்நுழைந்தார்", // 72 adminActivitySignedIn
  "{who} எல்லாச் சாதனங்களிலிருந்தும் வெளியேறினார்", // 73 adminActivitySignedOut
  "{who} {them} அவர்களை எல்லாச் சாதனங்களிலிருந்தும் வெளியேற்றினார்", // 74 adminActivitySignedOutOther
  "{who} முந்தைய பதிப்பை மீட்டெடுத்தார்: இணையதளத்தின் {item}", // 75 adminActivitySiteRestored
  "{who} சேமித்தார்: இணையதளத்தின் {item}", // 76 adminActivitySiteSaved
  "வேறொருவர்", // 77 adminActivitySomeoneElse
  "செயல்பாடுகள்", // 78 adminActivityTitle
  "வரை", // 79 adminActivityToDate
  "இன்று", // 80 adminActivityToday
  "{who} மொழிபெயர்த்தார்: {noun} {item}", // 81 adminActivityTranslated
  "{who} நீக்கினார்: {noun} {item}", // 82 adminActivityTrashed
  "{who} வெளியீட்டிலிருந்து எடுத்தார்: {noun} {item}", // 83 adminActivityUnpublished
  "(தலைப்பு இல்லை)", // 84 adminActivityUntitled
  "{who} சேமித்தார்: {noun} {item}", // 85 adminActivityUpdated
  "{who} முந்தைய பதிப்பை மீட்டெடுத்தார்: {noun} {item}", // 86 adminActivityVersionRestored
  "நேற்று", // 87 adminActivityYesterday
  "புதியது சேர்", // 88 adminDashboardAddNew
  "நிர்வாக அணுகல்", // 89 adminDashboardAdminAccess
  "அனைத்து ஃபாலோ அப்களும்", // 90 adminDashboardAllFollowUps
  "வலைப்பதிவு", // 91 adminDashboardBlogs
  "வலைப்பதிவுகள்", // 92 adminDashboardBlogsNoun
  "சரிசெய்", // 93 adminDashboardFix
  "சரிசெய்: {task}", // 94 adminDashboardFixTask
  "ஃபாலோ அப் செய்ய வேண்டியவை", // 95 adminDashboardFollowUpsDue
  "படத்தொகுப்பு", // 96 adminDashboardGallery
  "படத்தொகுப்பில் {count} புதிய படங்கள் சேர்க்கப்பட்டன", // 97 adminDashboardGalleryMany
  "படத்தொகுப்பு", // 98 adminDashboardGalleryNoun
  "படத்தொகுப்பில் {count} புதிய படம் சேர்க்கப்பட்டது", // 99 adminDashboardGalleryOne
  "இணையதளத்தில் காட்டப்படும் திட்டங்கள், படத்தொகுப்பு, வலைப்பதிவுகள், அது சொல்லும் மற்ற அனைத்தையும் இங்கே நிர்வகியுங்கள்.", // 100 adminDashboardIntro
  "{name} அனுப்பிய விசாரணை ({kind})", // 101 adminDashboardLatestEnquiry
  "டாஷ்போர்டு தரவை ஏற்ற முடியவில்லை. மீண்டும் முயலுங்கள்.", // 102 adminDashboardLoadError
  "ஏற்றுகிறது...", // 103 adminDashboardLoading
  "நிர்வகி", // 104 adminDashboardManage
  "புதிய விசாரணைகள்", // 105 adminDashboardNewEnquiries
  "சமீபத்திய செயல்பாடுகள் இல்லை", // 106 adminDashboardNoActivity
  "இன்று செய்ய வேண்டிய அல்லது தாமதமான ஃபாலோ அப் எதுவும் இல்லை.", // 107 adminDashboardNoFollowUps
  "காத்திருக்கும் புதிய விசாரணைகள் இல்லை.", // 108 adminDashboardNoNew
  "இன்பாக்ஸைத் திற", // 109 adminDashboardOpenInbox
  "வலைப்பதிவு \"{title}\" வெளியிடப்பட்டது", // 110 adminDashboardPostPublished
  "புதிய திட்டம் \"{title}\" சேர்க்கப்பட்டது", // 111 adminDashboardProjectAdded
  "திட்டங்கள்", // 112 adminDashboardProjects
  "திட்டங்கள்", // 113 adminDashboardProjectsNoun
  "சமீபத்திய செயல்பாடுகள்", // 114 adminDashboardRecentActivity
  "அமைப்பு", // 115 adminDashboardSetup
  "நீங்கள் மாற்றும் வரை பார்வையாளர்கள் இந்த மாதிரி விவரங்களையும் வரைபடங்களையும் பார்ப்பார்கள்.", // 116 adminDashboardSetupHint
  "{total}-இல் {done} முடிந்தது", // 117 adminDashboardSetupProgress
  "இணையதள அமைப்பை முடியுங்கள்", // 118 adminDashboardSetupTitle
  "இணையதளம்", // 119 adminDashboardSite
  "உங்கள் இணையதளம் சொல்வதும் காட்டுவதுமான மற்ற அனைத்தும்: இங்கேயே மாற்றலாம், டெவலப்பர் தேவையில்லை.", // 120 adminDashboardSiteHint
  "(முடிந்தது)", // 121 adminDashboardTaskDone
  "(செய்ய வேண்டியது)", // 122 adminDashboardTaskToDo
  "டாஷ்போர்டு", // 123 adminDashboardTitle
  "இன்று", // 124 adminDashboardToday
  "விசாரணைகளை ஏற்ற முடியவில்லை.", // 125 adminDashboardTodayFailed
  "மொத்தப் படங்கள்", // 126 adminDashboardTotalImages
  "மொத்தப் பதிவுகள்", // 127 adminDashboardTotalPosts
  "மொத்தத் திட்டங்கள்", // 128 adminDashboardTotalProjects
  "மீண்டும் முயலுங்கள்", // 129 adminDashboardTryAgain
  "இன்று புதிய விசாரணைகள் இல்லை, ஃபாலோ அப் செய்ய வேண்டியதும் இல்லை. எல்லாம் முடிந்தது.", // 130 adminDashboardUpToDate
  "திரும்ப அழைக்க வேண்டும்", // 131 adminEnquiriesACallBack
  "ஒரு குறிப்பைச் சேர்", // 132 adminEnquiriesAddANote
  "ஒரு டெம்ப்ளேட்டைச் சேர்", // 133 adminEnquiriesAddATemplate
  "குறிப்பைச் சேர்", // 134 adminEnquiriesAddNote
  "டெம்ப்ளேட்டைச் சேர்", // 135 adminEnquiriesAddTemplate
  "அனைத்து விசாரணைகள்", // 136 adminEnquiriesAllEnquiries
  "அனைத்து வகைகளும்", // 137 adminEnquiriesAllKinds
  "அனைத்து நிலைகளும்", // 138 adminEnquiriesAllStatuses
  "{name} அவர்களுக்கு இப்படிக் கிடைக்கும்", // 139 adminEnquiriesAsTheyGetIt
  "கேட்ட நாணயம்", // 140 adminEnquiriesAskedIn
  "கோரிக்கை", // 141 adminEnquiriesAsksFor
  "தானியங்கியாக இருக்கலாம்", // 142 adminEnquiriesAutomated
  "ஒருவர் வழக்கமாக படிவத்தை நிரப்புவதை விட வேகமாக அனுப்பப்பட்டது. உண்மையான விசாரணையாகவும் இருக்கலாம்: அழைக்கும் முன் சரிபாருங்கள்.", // 143 adminEnquiriesAutomatedHint
  "தானியங்கியாக இருக்கக்கூடியவை மட்டும்", // 144 adminEnquiriesAutomatedOnly
  "விசாரணைகளுக்குத் திரும்பு", // 145 adminEnquiriesBack
  "படுக்கையறைகள்", // 146 adminEnquiriesBedrooms
  "கட்டுமானப் பரப்பு", // 147 adminEnquiriesBuiltUpArea
  "{area} ச.அடி, {floors}", // 148 adminEnquiriesBuiltUpText
  "அழை", // 149 adminEnquiriesCall
  "அழை: {name}", // 150 adminEnquiriesCallName
  "ரத்துசெய்", // 151 adminEnquiriesCancel
  "ஒன்றைத் தேர்ந்தெடுத்தால் {name} அவர்களின் விவரங்களுடன் அது தெரியும்.", // 152 adminEnquiriesChooseTemplate
  "வடிகட்டிகளை நீக்கு", // 153 adminEnquiriesClearFilters
  "நகலெடுக்கப்பட்டது. உங்கள் செய்தியில் ஒட்டுங்கள்.", // 154 adminEnquiriesCopied
  "நகலெடு", // 155 adminEnquiriesCopy
  "இங்கே நகலெடுக்க அனுமதி இல்லை: மேலே உள்ள செய்தியை அழுத்திப் பிடித்து நகலெடுங்கள்.", // 156 adminEnquiriesCopyRefused
  "{count} விசாரணைகள்", // 157 adminEnquiriesCountMany
  "{count} விசாரணை", // 158 adminEnquiriesCountOne
  "விசாரணையை நீக்கு", // 159 adminEnquiriesDelete
  "இந்த விசாரணையை நிச்சயமாக நீக்க வேண்டுமா?", // 160 adminEnquiriesDeleteConfirm
  "அனைத்தையும் நீக்கு", // 161 adminEnquiriesDeleteEverything
  "விசாரணையை நீக்க முடியவில்லை. மீண்டும் முயலுங்கள்.", // 162 adminEnquiriesDeleteFailed
  "நீக்கு", // 163 adminEnquiriesDeleteShort
  "விவரங்கள்", // 164 adminEnquiriesDetails
  "{name} அவர்களிடம் பேசினீர்களா?", // 165 adminEnquiriesDidYouReach
  "{name} அவர்களுக்குச் செய்தி அனுப்பினீர்களா?", // 166 adminEnquiriesDidYouSendMessage
  "{name} அவர்களுக்கு அந்தச் செய்தியை அனுப்பினீர்களா?", // 167 adminEnquiriesDidYouSendTheMessage
  "பதிவிறக்கப்பட்டது.", // 168 adminEnquiriesDownloaded
  "இன்று செய்ய வேண்டும்", // 169 adminEnquiriesDueToday
  "{name} முன்பு அனுப்பிய விசாரணைகள்", // 170 adminEnquiriesEarlierFrom
  "திருத்து", // 171 adminEnquiriesEdit
  "{name} திருத்து", // 172 adminEnquiriesEditName
  "டெம்ப்ளேட்களைத் திருத்து", // 173 adminEnquiriesEditTemplates
  "மின்னஞ்சல்", // 174 adminEnquiriesEmail
  "இன்னும் விசாரணைகள் இல்லை. இணையதளத்துக்கு வரும் ஒவ்வொன்றும் (செய்தி, மதிப்பீடு, திரும்ப அழைக்கும் கோரிக்கை அல்லது சைட் விசிட்) உடனே இங்கே தெரியும்.", // 175 adminEnquiriesEmptyAll
  "இந்த வடிகட்டிகளுக்குப் பொருந்தும் விசாரணைகள் இல்லை.", // 176 adminEnquiriesEmptyFiltered
  "இன்று ஃபாலோ அப் செய்ய எதுவும் இல்லை. ஒரு விசாரணைக்கு ஃபாலோ அப் தேதி கொடுத்தால் அந்த நாளில் அது இங்கே தெரியும்.", // 177 adminEnquiriesEmptyFollowUp
  "புதிய விசாரணைகள் இல்லை: எல்லாவற்றுக்கும் பதில் அளிக்கப்பட்டது. இணையதளத்துக்கு வரும் ஒவ்வொரு புதிய விசாரணையும் உடனே இங்கே தெரியும்.", // 178 adminEnquiriesEmptyNew
  "மதிப்பீடு", // 179 adminEnquiriesEstimate
  "ஏற்றுமதி", // 180 adminEnquiriesExport
  "CSV ஏற்றுமதி", // 181 adminEnquiriesExportCsv
  "ஏற்றுமதி தோல்வியடைந்தது. மீண்டும் முயலுங்கள்.", // 182 adminEnquiriesExportFailed
  "வடிகட்டு", // 183 adminEnquiriesFilter
  "ஃபாலோ அப்", // 184 adminEnquiriesFollowUp
  "ஃபாலோ அப் தேதி நீக்கப்பட்டது", // 185 adminEnquiriesFollowUpCleared
  "ஃபாலோ அப் தேதி", // 186 adminEnquiriesFollowUpOn
  "ஃபாலோ அப் தேதி சேமிக்கப்பட்டது", // 187 adminEnquiriesFollowUpSaved
  "{name} அனுப்பியவை", // 188 adminEnquiriesFromName
  "{amount} மணி நேரம்", // 189 adminEnquiriesHours
  "வகை", // 190 adminEnquiriesKind
  "திரும்ப அழைக்க", // 191 adminEnquiriesKindCallBack
  "மதிப்பீடு", // 192 adminEnquiriesKindEstimate
  "{kind}, {page} பக்கத்திலிருந்து", // 193 adminEnquiriesKindFromPage
  "செய்தி", // 194 adminEnquiriesKindMessage
  "சைட் விசிட்", // 195 adminEnquiriesKindSiteVisit
  "அனைத்து விசாரணைகள்", // 196 adminEnquiriesListAll
  "ஃபாலோ அப் செய்ய வேண்டிய விசாரணைகள்", // 197 adminEnquiriesListFollowUp
  "புதிய விசாரணைகள்", // 198 adminEnquiriesListNew
  "விசாரணைகளை ஏற்ற முடியவில்லை. மீண்டும் முயலுங்கள்.", // 199 adminEnquiriesLoadError
  "விசாரணையை ஏற்ற முடியவில்லை. மீண்டும் முயலுங்கள்.", // 200 adminEnquiriesLoadOneError
  "தொடர்புகொண்டதாகக் குறி", // 201 adminEnquiriesMarkAsContacted
  "தொடர்புகொண்டதாகக் குறி", // 202 adminEnquiriesMarkContacted
  "தொடர்புகொண்டதாகக் குறி: {name}", // 203 adminEnquiriesMarkContactedName
  "{name} அவர்களைத் தொடர்புகொண்டதாகக் குறி", // 204 adminEnquiriesMarkNameContacted
  "விசாரணையைத் தொடர்புகொண்டதாகக் குறியுங்கள்.", // 205 adminEnquiriesMarkTheEnquiry
  "தொடர்புகொண்டதாகக் குறிக்கப்பட்டது", // 206 adminEnquiriesMarkedContacted
  "“{query}” தேடலுக்கு அனைத்து விசாரணைகளிலும் {count} முடிவுகள்", // 207 adminEnquiriesMatchesForMany
  "“{query}” தேடலுக்கு அனைத்து விசாரணைகளிலும் {count} முடிவு", // 208 adminEnquiriesMatchesForOne
  "அனைத்து விசாரணைகளிலும் {count} முடிவுகள்", // 209 adminEnquiriesMatchesMany
  "அனைத்து விசாரணைகளிலும் {count} முடிவு", // 210 adminEnquiriesMatchesOne
  "செய்தி", // 211 adminEnquiriesMessage
  "{count} நிமிடம்", // 212 adminEnquiriesMinutes
  "புதிய டெம்ப்ளேட்", // 213 adminEnquiriesNewTemplate
  "← புதியவை", // 214 adminEnquiriesNewer
  "அங்கே இரவு", // 215 adminEnquiriesNightThere
  "இன்னும் குறிப்புகள் இல்லை.", // 216 adminEnquiriesNoNotes
  "இன்னும் டெம்ப்ளேட்கள் இல்லை. அடிக்கடி அனுப்பும் பதில்களைச் சேர்த்தால், ஒரு விசாரணையிலிருந்து இரண்டு தட்டல்களில் அனுப்பலாம்.", // 217 adminEnquiriesNoTemplates
  "இன்னும் டெம்ப்ளேட்கள் இல்லை. அடிக்கடி அனுப்பும் பதில்களுக்கு {link}.", // 218 adminEnquiriesNoTemplatesWrite
  "இந்த எண்ணை வாட்ஸ்அப்புக்குப் படிக்க முடியவில்லை: அதற்குப் பதிலாகச் செய்தியை நகலெடுங்கள்.", // 219 adminEnquiriesNoWhatsApp
  "விசாரணை கிடைக்கவில்லை", // 220 adminEnquiriesNotFound
  "இது நீக்கப்பட்டிருக்கலாம்.", // 221 adminEnquiriesNotFoundText
  "இப்போது வேண்டாம்", // 222 adminEnquiriesNotNow
  "குறிப்பு சேர்க்கப்பட்டது", // 223 adminEnquiriesNoteAdded
  "குறிப்பு சேர்க்கப்படவில்லை. மீண்டும் முயலுங்கள்.", // 224 adminEnquiriesNoteFailed
  "திரும்ப அழைத்தோம்; சனிக்கிழமை விசிட் முன்பதிவு", // 225 adminEnquiriesNotePlaceholder
  "குறிப்புகள்", // 226 adminEnquiriesNotes
  "{count} குறிப்புகள்", // 227 adminEnquiriesNotesMany
  "{count} குறிப்பு", // 228 adminEnquiriesNotesOne
  "பழையவை →", // 229 adminEnquiriesOlder
  "வாட்ஸ்அப்பில் திற", // 230 adminEnquiriesOpenWhatsApp
  "தாமதம்", // 231 adminEnquiriesOverdue
  "பேக்கேஜ்", // 232 adminEnquiriesPackage
  "{tier}, ச.அடிக்கு {rate} ({warranty})", // 233 adminEnquiriesPackageText
  "பக்கம் {page} / {pages}", // 234 adminEnquiriesPageOf
  "விசாரணை {reference}", // 235 adminEnquiriesPageTitle
  "விசாரணை", // 236 adminEnquiriesPageTitleBare
  "பக்கங்கள்", // 237 adminEnquiriesPages
  "{person} அனுப்பிய எல்லா விசாரணைகளையும் நீக்கவா? இதைத் திரும்பப் பெற முடியாது.", // 238 adminEnquiriesPersonDeleteConfirm
  "{enquiries} நீக்கப்பட்டன.", // 239 adminEnquiriesPersonDeleted
  "அது நடக்கவில்லை. மீண்டும் முயலுங்கள்.", // 240 adminEnquiriesPersonFailed
  "தம்மைப் பற்றி என்ன வைத்திருக்கிறீர்கள் என்று ஒருவர் கேட்டால், அல்லது அதை நீக்கச் சொன்னால், அவருடைய தொலைபேசி எண்ணையோ மின்னஞ்சல் முகவரியையோ உள்ளிடுங்கள்.", // 241 adminEnquiriesPersonHint
  "தொலைபேசி எண் அல்லது மின்னஞ்சல் முகவரி", // 242 adminEnquiriesPersonLabel
  "ஒருவரின் தகவல்கள்", // 243 adminEnquiriesPersonTitle
  "தொலைபேசி", // 244 adminEnquiriesPhone
  "பஹ்ரைன்", // 245 adminEnquiriesPlaceBahrain
  "குவைத்", // 246 adminEnquiriesPlaceKuwait
  "மலேசியா", // 247 adminEnquiriesPlaceMalaysia
  "ஓமன்", // 248 adminEnquiriesPlaceOman
  "கத்தார்", // 249 adminEnquiriesPlaceQatar
  "சவுதி அரேபியா", // 250 adminEnquiriesPlaceSaudiArabia
  "சிங்கப்பூர்", // 251 adminEnquiriesPlaceSingapore
  "ஆஸ்திரேலியா, சிட்னி", // 252 adminEnquiriesPlaceSydney
  "அமீரகம்", // 253 adminEnquiriesPlaceUae
  "இங்கிலாந்து", // 254 adminEnquiriesPlaceUk
  "அமெரிக்கா/கனடா, கிழக்கு", // 255 adminEnquiriesPlaceUsEastern
  "மனை", // 256 adminEnquiriesPlot
  "{plot} ({sqft} ச.அடி)", // 257 adminEnquiriesPlotText
  "இந்த உலாவியில் இந்த இணையதளத்தின் அறிவிப்புகள் தடுக்கப்பட்டுள்ளன. அனுமதிக்க, இணையதளத்தின் அமைப்புகளைத் திறந்து (முகவரிக்கு அருகிலுள்ள ஐகான்; நிறுவிய ஆப்பில் தொலைபேசியின் Settings → Apps → இந்த ஆப்), Notifications-ஐ Allow என்று அமைத்து, “மீண்டும் சரிபார்” அழுத்துங்கள்.", // 258 adminEnquiriesPushBlocked
  "மீண்டும் சரிபார்", // 259 adminEnquiriesPushCheckAgain
  "இந்தச் சாதனத்தைச் சரிபார்க்கிறது…", // 260 adminEnquiriesPushChecking
  "ஏதோ தவறு நடந்தது. மீண்டும் முயலுங்கள்.", // 261 adminEnquiriesPushFailed
  "iPhone, iPad-இல் அறிவிப்புகள் முகப்புத் திரையில் உள்ள இணையதளத்தின் ஆப்புக்கு வரும்: Share தட்டி “Add to Home Screen” தேர்ந்தெடுங்கள், அங்கிருந்து ஆப்பைத் திறந்து உள்நுழைந்து அறிவிப்புகளை இயக்குங்கள்.", // 262 adminEnquiriesPushIos
  "அறிவிப்புகள் அனுமதிக்கப்படவில்லை. மீண்டும் கேட்க “இந்தத் தொலைபேசியில் அறிவி” அழுத்துங்கள்.", // 263 adminEnquiriesPushNotAllowed
  "இயக்கப்படவில்லை.", // 264 adminEnquiriesPushNotOn
  "இந்தத் தொலைபேசியில் அறிவி", // 265 adminEnquiriesPushNotify
  "புதிய விசாரணை வந்த உடனே அறிவிப்பு பெறுங்கள், இணையதளம் மூடியிருந்தாலும் கூட.", // 266 adminEnquiriesPushOff
  "இயக்கத்தில்: ஒவ்வொரு புதிய விசாரணைக்கும் இந்தச் சாதனத்துக்கு அறிவிப்பு வரும். விசாரணையைத் திறக்க அதைத் தட்டுங்கள்.", // 267 adminEnquiriesPushOn
  "சோதனை அறிவிப்பை அனுப்பு", // 268 adminEnquiriesPushSendTest
  "அனுப்புகிறது…", // 269 adminEnquiriesPushSending
  "சோதனை அறிவிப்பை அனுப்புகிறது…", // 270 adminEnquiriesPushSendingTest
  "புதிய விசாரணை அறிவிப்புகள்", // 271 adminEnquiriesPushTitle
  "மீண்டும் முயலுங்கள்", // 272 adminEnquiriesPushTryAgain
  "நிறுத்து", // 273 adminEnquiriesPushTurnOff
  "நிறுத்தப்பட்டது. இந்தச் சாதனத்துக்கு இனி அறிவிப்புகள் வராது.", // 274 adminEnquiriesPushTurnedOff
  "நிறுத்துகிறது…", // 275 adminEnquiriesPushTurningOff
  "இயக்குகிறது…", // 276 adminEnquiriesPushTurningOn
  "இயக்குகிறது… உலாவி கேட்டால் அறிவிப்புகளை அனுமதியுங்கள்.", // 277 adminEnquiriesPushTurningOnHint
  "இந்த உலாவியால் அறிவிப்புகளைக் காட்ட முடியாது. அறிவிப்புகள் வர வேண்டிய தொலைபேசியில் Chrome, Edge, Firefox அல்லது Safari-யில் நிர்வாகப் பகுதியைத் திறங்கள்.", // 278 adminEnquiriesPushUnsupported
  "பார்வையாளருக்குக் காட்டப்பட்டது {reference}, அது ஏற்கெனவே வேறொரு விசாரணைக்கும் இருந்தது: இரண்டும் இன்பாக்ஸில் உள்ளன.", // 279 adminEnquiriesQuotedReference
  "பதில் டெம்ப்ளேட்கள்", // 280 adminEnquiriesReplyTemplates
  "டெம்ப்ளேட் மூலம் பதில்", // 281 adminEnquiriesReplyTitle
  "சேமிக்க முடியவில்லை. மீண்டும் முயலுங்கள்.", // 282 adminEnquiriesSaveFailed
  "டெம்ப்ளேட்டைச் சேமி", // 283 adminEnquiriesSaveTemplate
  "சேமிக்கிறது...", // 284 adminEnquiriesSaving
  "பெயர், தொலைபேசி எண் அல்லது சொல் மூலம் தேடு", // 285 adminEnquiriesSearchLabel
  "பெயர், தொலைபேசி எண் அல்லது சொல்", // 286 adminEnquiriesSearchPlaceholder
  "சர்வர் பிழையுடன் பதில் அளித்தது ({status}).", // 287 adminEnquiriesServerError
  "சேவை", // 288 adminEnquiriesService
  "அனைத்து விசாரணைகளையும் காட்டு", // 289 adminEnquiriesShowAll
  "இடம்", // 290 adminEnquiriesSite
  "நிலை", // 291 adminEnquiriesStatus
  "தொடர்புகொண்டோம்", // 292 adminEnquiriesStatusContacted
  "கிடைக்கவில்லை", // 293 adminEnquiriesStatusLost
  "புதியது", // 294 adminEnquiriesStatusNew
  "கொட்டேஷன் கொடுத்தோம்", // 295 adminEnquiriesStatusQuoted
  "நிலை சேமிக்கப்பட்டது", // 296 adminEnquiriesStatusSaved
  "சைட் விசிட்", // 297 adminEnquiriesStatusSiteVisit
  "ஆர்டர் கிடைத்தது", // 298 adminEnquiriesStatusWon
  "திரும்ப அழைக்கவும்", // 299 adminEnquiriesSubjectCallBack
  "{tier}, {area} ச.அடி: {amount}", // 300 adminEnquiriesSubjectEstimate
  "{tier}, {bedrooms}, {area} ச.அடி: {amount}", // 301 adminEnquiriesSubjectEstimateRooms
  "வாட்ஸ்அப்பில் பதில் வேண்டும்", // 302 adminEnquiriesSubjectReplyWhatsApp
  "{how}, {time}", // 303 adminEnquiriesSubjectWhen
  "“{name}” சேர்க்கப்பட்டது.", // 304 adminEnquiriesTemplateAdded
  "“{name}” டெம்ப்ளேட்டை நீக்கவா? இதைத் திரும்பப் பெற முடியாது.", // 305 adminEnquiriesTemplateDeleteConfirm
  "“{name}” நீக்க முடியவில்லை. மீண்டும் முயலுங்கள்.", // 306 adminEnquiriesTemplateDeleteFailed
  "“{name}” நீக்கப்பட்டது.", // 307 adminEnquiriesTemplateDeleted
  "பெயர்", // 308 adminEnquiriesTemplateName
  "விசாரணைப் பக்கத்தில் நீங்கள் தட்டுவது, எ.கா. சைட் விசிட்", // 309 adminEnquiriesTemplateNameHint
  "டெம்ப்ளேட் சேமிக்கப்படவில்லை.", // 310 adminEnquiriesTemplateNotSaved
  "டெம்ப்ளேட் சேமிக்கப்படவில்லை. மீண்டும் முயலுங்கள்.", // 311 adminEnquiriesTemplateNotSavedRetry
  "“{name}” சேமிக்கப்பட்டது.", // 312 adminEnquiriesTemplateSaved
  "{count} எழுத்துகள் வரை. அனுப்பும்போது {nameTag}, {referenceTag}, {companyTag} தானாக நிரப்பப்படும்.", // 313 adminEnquiriesTemplateTextHint
  "டெம்ப்ளேட்களை ஏற்ற முடியவில்லை. மீண்டும் முயல பக்கத்தை மறுபடி ஏற்றுங்கள்.", // 314 adminEnquiriesTemplatesFailed
  "நீங்கள் அடிக்கடி அனுப்பும் செய்திகள், ஒவ்வொரு விசாரணைப் பக்கத்திலும் வாட்ஸ்அப்பில் திறக்கவோ நகலெடுக்கவோ தயாராக. பார்வையாளரின் பெயர், விசாரணையின் குறிப்பு எண், {company} வர வேண்டிய இடங்களில் {nameTag}, {referenceTag}, {companyTag} என்று எழுதுங்கள்.", // 315 adminEnquiriesTemplatesIntro
  "பதில் டெம்ப்ளேட்களை ஏற்ற முடியவில்லை. மீண்டும் முயலுங்கள்.", // 316 adminEnquiriesTemplatesLoadError
  "செய்தி", // 317 adminEnquiriesTheMessage
  "அங்குள்ள நேரம்: {time} ({place}, {difference})", // 318 adminEnquiriesTheirTime
  "நாளை {time}", // 319 adminEnquiriesTheirTomorrow
  "நேற்று {time}", // 320 adminEnquiriesTheirYesterday
  "{hours} முன்னால்", // 321 adminEnquiriesTimeAhead
  "{hours} பின்னால்", // 322 adminEnquiriesTimeBehind
  "இந்தியாவின் அதே நேரம்", // 323 adminEnquiriesTimeSame
  "விசாரணைகள்", // 324 adminEnquiriesTitle
  "தேடல், ஏற்றுமதி, டெம்ப்ளேட்கள்", // 325 adminEnquiriesToolsTitle
  "செயல்தவிர்", // 326 adminEnquiriesUndo
  "செயல்தவிர்: {name} மீண்டும் புதியது", // 327 adminEnquiriesUndoLabel
  "அனைத்தும்", // 328 adminEnquiriesViewAll
  "ஃபாலோ அப்", // 329 adminEnquiriesViewFollowUp
  "புதியவை", // 330 adminEnquiriesViewNew
  "விசாரணைப் பார்வைகள்", // 331 adminEnquiriesViews
  "விசிட்", // 332 adminEnquiriesVisit
  "வாட்ஸ்அப்", // 333 adminEnquiriesWhatsApp
  "வாட்ஸ்அப்: {name}", // 334 adminEnquiriesWhatsAppName
  "ஒன்றை எழுதுங்கள்", // 335 adminEnquiriesWriteOne
  "ரத்துசெய்", // 336 adminFormsCancel
  "கைவிடு", // 337 adminFormsDraftDiscard
  "என் மாற்றங்களை மீட்டெடு", // 338 adminFormsDraftRestore
  "சேமிக்காத மாற்றங்கள் உள்ளன", // 339 adminFormsDraftTitle
  "நீங்கள் முன்பு இங்கே தட்டச்சு செய்தது சேமிக்கப்படவில்லை. தொடர அதை மீட்டெடுங்கள் (படங்களை மீண்டும் தேர்ந்தெடுக்க வேண்டும்), அல்லது கைவிடுங்கள்.", // 340 adminFormsDraftTyped
  "{when} அன்று நீங்கள் இங்கே தட்டச்சு செய்தது சேமிக்கப்படவில்லை. தொடர அதை மீட்டெடுங்கள் (படங்களை மீண்டும் தேர்ந்தெடுக்க வேண்டும்), அல்லது கைவிடுங்கள்.", // 341 adminFormsDraftTypedOn
  "{percent}% அனுப்பப்பட்டது", // 342 adminFormsPercentSent
  "பதிவேற்றுகிறது…", // 343 adminFormsUploading
  "கணக்கு மெனு: {name}", // 344 adminFrameAccountMenu
  "கணக்கு", // 345 adminFrameAccountNav
  "நிர்வாக மெனு", // 346 adminFrameAdminMenu
  "நிர்வாகி", // 347 adminFrameAdministrator
  "பட்டியலுக்குத் திரும்பு", // 348 adminFrameBackToList
  "ரத்துசெய்", // 349 adminFrameCancel
  "மெனுவை மூடு", // 350 adminFrameCloseMenu
  "உறுதிசெய்யுங்கள்", // 351 adminFrameConfirmTitle
  "நீக்கு", // 352 adminFrameDelete
  "© 2023 {site}. அனைத்து உரிமைகளும் பாதுகாக்கப்பட்டவை.", // 353 adminFrameFooter
  "டாஷ்போர்டுக்குச் செல்லுங்கள்", // 354 adminFrameGoToDashboard
  "உள்ளடக்க நிர்வாகம்", // 355 adminFrameGroupContent
  "புதியது சேர்", // 356 adminFrameGroupCreate
  "இணையதளம்", // 357 adminFrameGroupSite
  "குழு", // 358 adminFrameGroupTeam
  "நிர்வாகப் பகுதி ஏற்றுகிறது…", // 359 adminFrameLoading
  "பக்கம் ஏற்றுகிறது", // 360 adminFrameLoadingPage
  "வெளியேறு", // 361 adminFrameLogout
  "முக்கியப் பகுதிகள்", // 362 adminFrameMainSections
  "உங்கள் கணக்கு", // 363 adminFrameNavAccount
  "கணக்குகள்", // 364 adminFrameNavAccounts
  "செயல்பாடுகள்", // 365 adminFrameNavActivity
  "பதிவு சேர்", // 366 adminFrameNavAddBlog
  "படத்தொகுப்பில் சேர்", // 367 adminFrameNavAddGallery
  "திட்டம் சேர்", // 368 adminFrameNavAddProject
  "வலைப்பதிவு", // 369 adminFrameNavBlogs
  "டாஷ்போர்டு", // 370 adminFrameNavDashboard
  "விசாரணைகள்", // 371 adminFrameNavEnquiries
  "படத்தொகுப்பு", // 372 adminFrameNavGallery
  "திட்டங்கள்", // 373 adminFrameNavProjects
  "மொழிபெயர்ப்புகள்", // 374 adminFrameNavTranslations
  "குப்பை", // 375 adminFrameNavTrash
  "உங்கள் பங்குக்கு இந்தப் பக்கம் இல்லை", // 376 adminFrameNotForRole
  "நீங்கள் {role} ஆக உள்நுழைந்துள்ளீர்கள்; அந்தப் பங்கில் இந்தப் பக்கம் இல்லை. தேவைப்பட்டால் இணையதள உரிமையாளரிடம் கேளுங்கள்.", // 377 adminFrameNotForRoleText
  "சர்வரை அணுக முடியவில்லை. இணைப்பைச் சரிபார்த்து மீண்டும் முயலுங்கள்.", // 378 adminFrameOffline
  "மெனுவைத் திற", // 379 adminFrameOpenMenu
  "உள்ளடக்கத்துக்குச் செல்", // 380 adminFrameSkip
  "பதிவுகள்", // 381 adminFrameTabBlogs
  "முகப்பு", // 382 adminFrameTabDashboard
  "விசாரணை", // 383 adminFrameTabEnquiries
  "படங்கள்", // 384 adminFrameTabGallery
  "{label}, {count} புதியவை", // 385 adminFrameTabNew
  "திட்டம்", // 386 adminFrameTabProjects
  "மீண்டும் முயலுங்கள்", // 387 adminFrameTryAgain
  "{title} நகர்த்துவது ரத்துசெய்யப்பட்டது; பழைய இடத்திலேயே உள்ளது.", // 388 adminItemsArrangeCancelled
  "இழுத்து நகர்த்து: {title}", // 389 adminItemsArrangeDrag
  "{title} வைக்கப்பட்டது.", // 390 adminItemsArrangeDropped
  "{title}: {count}-இல் {place}-ஆம் இடத்தில் வைக்கப்பட்டது.", // 391 adminItemsArrangeDroppedAt
  "மேலே நகர்த்து: {title}", // 392 adminItemsArrangeEarlier
  "சிறப்புத் திட்டம் · பின் செய்யப்பட்டது", // 393 adminItemsArrangeFeatured
  "இந்தத் திட்டத்தை நகர்த்த Space அழுத்தி, அம்புக்குறி விசைகளைப் பயன்படுத்துங்கள்; வைக்க மீண்டும் Space, ரத்துசெய்ய Escape.", // 394 adminItemsArrangeInstructions
  "முகப்புப் பக்கத்திலும் திட்டங்கள் பக்கத்திலும் பார்வையாளர்கள் உங்கள் திட்டங்களை இந்த வரிசையில் பார்க்கிறார்கள். ஒரு திட்டத்தை அதன் பிடியால் இழுத்து நகர்த்துங்கள், அல்லது அம்புகளால் நகர்த்துங்கள்; பிறகு சேமியுங்கள்.", // 395 adminItemsArrangeIntro
  "கீழே நகர்த்து: {title}", // 396 adminItemsArrangeLater
  "பார்வையாளர்கள் பார்க்கும் வரிசையில் திட்டங்கள்", // 397 adminItemsArrangeListLabel
  "{title}: {count}-இல் {place}-ஆம் இடத்துக்கு நகர்த்தப்பட்டது.", // 398 adminItemsArrangeMoved
  "வரிசைப்படுத்த இன்னும் திட்டங்கள் இல்லை.", // 399 adminItemsArrangeNone
  "{title} இப்போது {count}-இல் {place}-ஆம் இடத்தின் மேல்.", // 400 adminItemsArrangeOver
  "{title} எடுக்கப்பட்டது: {count}-இல் {place}-ஆம் இடம்.", // 401 adminItemsArrangePickedUp
  "சிறப்புத் திட்டமாகப் பின் செய்", // 402 adminItemsArrangePin
  "சிறப்புத் திட்டமாகப் பின் செய்: {title}", // 403 adminItemsArrangePinName
  "{title} பின் செய்யப்பட்டது: சிறப்புத் திட்டமாக முதலில் வரும்.", // 404 adminItemsArrangePinned
  "பின் செய்த திட்டம் சிறப்புத் திட்டமாக முதலில் வரும். பின்னர் சேர்க்கும் திட்டங்கள், புதியது முதலில் என்ற வரிசையில், மேலே காட்டப்படும்; இங்கே மீண்டும் வரிசைப்படுத்தும் வரை.", // 405 adminItemsArrangePinnedNote
  "வரிசையைச் சேமி", // 406 adminItemsArrangeSave
  "வரிசையைச் சேமிக்க முடியவில்லை. மீண்டும் முயலுங்கள்.", // 407 adminItemsArrangeSaveFailed
  "வரிசை சேமிக்கப்பட்டது. பார்வையாளர்கள் இப்போது இப்படியே பார்ப்பார்கள்.", // 408 adminItemsArrangeSaved
  "பின்னை நீக்கு", // 409 adminItemsArrangeUnpin
  "பின்னை நீக்கு: {title}", // 410 adminItemsArrangeUnpinName
  "{title} இனி பின் செய்யப்படவில்லை.", // 411 adminItemsArrangeUnpinned
  "தேடலை அழி", // 412 adminItemsClearSearch
  "ஒப்பிடு", // 413 adminItemsCompare
  "{count} {noun}", // 414 adminItemsCountNoun
  "நீக்கு: {name}", // 415 adminItemsDeleteName
  "டிராஃப்ட்", // 416 adminItemsDraft
  "நீங்கள் மட்டுமே பார்க்கலாம்: நிர்வாகப் பகுதியிலும் முன்னோட்டத்திலும்.", // 417 adminItemsDraftHint
  "திருத்து: {name}", // 418 adminItemsEditName
  "(காலி)", // 419 adminItemsEmptyValue
  "மாற்றங்களை மறை", // 420 adminItemsHideChanges
  "வரலாறு", // 421 adminItemsHistory
  "(கடைசி {count} சேமிப்புகள்)", // 422 adminItemsHistoryLast
  "வரலாற்றை ஏற்ற முடியவில்லை. மூடி மீண்டும் திறங்கள்.", // 423 adminItemsHistoryLoadFailed
  "இந்திய நேரம் (IST)", // 424 adminItemsIndiaTime
  "செயல்கள்", // 425 adminItemsKindActionsHeading
  "படத்தொகுப்பில் படங்களைச் சேர்", // 426 adminItemsKindAddGalleryImages
  "புதிய பதிவு சேர்", // 427 adminItemsKindAddNewBlog
  "புதிய படங்களைச் சேர்", // 428 adminItemsKindAddNewImages
  "புதிய திட்டம் சேர்", // 429 adminItemsKindAddNewProject
  "பணிக்குப் பின் படம்", // 430 adminItemsKindAfterPhoto
  "வேறொரு பதிவு", // 431 adminItemsKindAnotherPost
  "வேறொரு திட்டம்", // 432 adminItemsKindAnotherProject
  "கட்டடக்கலை", // 433 adminItemsKindArchitecture
  "திட்டங்களை வரிசைப்படுத்து", // 434 adminItemsKindArrangePortfolio
  "எழுதியவர்", // 435 adminItemsKindAuthor
  "படுக்கையறைகள்", // 436 adminItemsKindBedrooms
  "புதுப்பித்தல் பணியின் இரண்டு படங்களை அருகருகே காட்டலாம்; நடுவில் உள்ள கோட்டை நகர்த்தி பார்வையாளர்கள் முன்னும் பின்னும் ஒப்பிடலாம்.", // 437 adminItemsKindBeforeAfterNote
  "பணிக்கு முன் படம்", // 438 adminItemsKindBeforePhoto
  "வலைப்பதிவைச் சேர்க்க முடியவில்லை. மீண்டும் முயலுங்கள்.", // 439 adminItemsKindBlogCreateFailed
  "வலைப்பதிவு சேர்க்கப்பட்டது!", // 440 adminItemsKindBlogCreated
  "வலைப்பதிவை ஏற்ற முடியவில்லை. மீண்டும் முயலுங்கள்.", // 441 adminItemsKindBlogLoadFailed
  "வலைப்பதிவை நீக்க முடியவில்லை. மீண்டும் முயலுங்கள்.", // 442 adminItemsKindBlogPostDeleteFailed
  "வலைப்பதிவு", // 443 adminItemsKindBlogPostNoun
  "வலைப்பதிவுகள்", // 444 adminItemsKindBlogPostsNoun
  "வலைப்பதிவைப் புதுப்பிக்க முடியவில்லை. மீண்டும் முயலுங்கள்.", // 445 adminItemsKindBlogUpdateFailed
  "வலைப்பதிவு புதுப்பிக்கப்பட்டது!", // 446 adminItemsKindBlogUpdated
  "வலைப்பதிவுகளை ஏற்ற முடியவில்லை. மீண்டும் முயலுங்கள்.", // 447 adminItemsKindBlogsLoadFailed
  "கட்டுமானப் பரப்பு (ச.அடி)", // 448 adminItemsKindBuiltUpSqft
  "வகை", // 449 adminItemsKindCategory
  "வணிகம்", // 450 adminItemsKindCommercial
  "முடிந்தது", // 451 adminItemsKindCompleted
  "இந்த வலைப்பதிவை நீக்க வேண்டுமா?", // 452 adminItemsKindConfirmDeleteBlogPost
  "இந்தப் படத்தொகுப்பு உருப்படியை நீக்க வேண்டுமா?", // 453 adminItemsKindConfirmDeleteGalleryItem
  "இந்தத் திட்டத்தை நீக்க வேண்டுமா?", // 454 adminItemsKindConfirmDeleteProject
  "முகப்புப் படத்தை நீக்க வேண்டுமா?", // 455 adminItemsKindConfirmRemoveCover
  "கட்டுமானம்", // 456 adminItemsKindConstruction
  "உள்ளடக்கம்", // 457 adminItemsKindContent
  "சேமித்ததும் இந்தப் படம் முகப்புப் படமாகும்.", // 458 adminItemsKindCoverChosenNote
  "படத்தொகுப்பிலிருந்து தேர்ந்தெடுத்த முகப்புப் படம்", // 459 adminItemsKindCoverFromGallery
  "முகப்புப் படம்", // 460 adminItemsKindCoverImage
  "முகப்புப் படம் நீக்கப்பட்டது. உறுதிசெய்ய மாற்றங்களைச் சேமியுங்கள்.", // 461 adminItemsKindCoverRemoved
  "புதிய வலைப்பதிவை எழுது", // 462 adminItemsKindCreateNewBlogPost
  "புதிய திட்டம் சேர்", // 463 adminItemsKindCreateNewProject
  "திட்டத்தைச் சேர்", // 464 adminItemsKindCreateProject
  "தற்போதைய முகப்புப் படம்", // 465 adminItemsKindCurrentCover
  "தற்போதைய படத்தொகுப்புப் படங்கள்", // 466 adminItemsKindCurrentGalleryImages
  "தற்போதைய படங்கள்", // 467 adminItemsKindCurrentImages
  "தேதி", // 468 adminItemsKindDateHeading
  "விவரம்", // 469 adminItemsKindDescription
  "டிசைன்", // 470 adminItemsKindDesign
  "கட்டுமான காலம் (மாதங்கள்)", // 471 adminItemsKindDurationMonths
  "வலைப்பதிவைத் திருத்து", // 472 adminItemsKindEditBlogPost
  "படத்தொகுப்பைத் திருத்து", // 473 adminItemsKindEditGallery
  "திட்டத்தைத் திருத்து", // 474 adminItemsKindEditProject
  "தளங்கள்", // 475 adminItemsKindFloors
  "படங்கள் படத்தொகுப்பில் சேர்க்கப்பட்டன!", // 476 adminItemsKindGalleryCreated
  "படத்தொகுப்புப் படங்கள்", // 477 adminItemsKindGalleryImages
  "படத்தொகுப்புப் படங்களை ஏற்ற முடியவில்லை. மீண்டும் முயலுங்கள்.", // 478 adminItemsKindGalleryImagesLoadFailed
  "படத்தொகுப்பு உருப்படியை நீக்க முடியவில்லை. மீண்டும் முயலுங்கள்.", // 479 adminItemsKindGalleryItemDeleteFailed
  "படத்தொகுப்பு உருப்படி", // 480 adminItemsKindGalleryItemNoun
  "படத்தொகுப்பு உருப்படி", // 481 adminItemsKindGalleryItemUntitled
  "படத்தொகுப்பு உருப்படிகள்", // 482 adminItemsKindGalleryItemsNoun
  "படத்தொகுப்பு விவரங்களை ஏற்ற முடியவில்லை. மீண்டும் முயலுங்கள்.", // 483 adminItemsKindGalleryLoadFailed
  "படத்தொகுப்பு புதுப்பிக்கப்பட்டது!", // 484 adminItemsKindGalleryUpdated
  "பொது", // 485 adminItemsKindGeneral
  "PNG, JPG, GIF — 10MB வரை", // 486 adminItemsKindHint10mb
  "PNG, JPG, GIF — 5MB வரை", // 487 adminItemsKindHint5mb
  "படம்", // 488 adminItemsKindImageNoun
  "படங்கள்", // 489 adminItemsKindImages
  "படங்கள்", // 490 adminItemsKindImagesNoun
  "தொழிற்சாலை", // 491 adminItemsKindIndustrial
  "இன்டீரியர் டிசைன்", // 492 adminItemsKindInteriorDesign
  "பகுதி", // 493 adminItemsKindLocality
  "எ.கா. கவடியார்", // 494 adminItemsKindLocalityHint
  "இடம்", // 495 adminItemsKindLocation
  "வலைப்பதிவுகள்", // 496 adminItemsKindManageBlogs
  "படத்தொகுப்பு", // 497 adminItemsKindManageGallery
  "திட்டங்கள்", // 498 adminItemsKindManageProjects
  "புதிய முகப்புப் படம்", // 499 adminItemsKindNewCover
  "புதிய படத்தொகுப்புப் படங்கள்", // 500 adminItemsKindNewGalleryImages
  "புதிய படங்கள்", // 501 adminItemsKindNewImages
  "வலைப்பதிவுகள் எதுவும் இல்லை. உங்கள் முதல் பதிவைச் சேருங்கள்!", // 502 adminItemsKindNoBlogPosts
  "வகை இல்லை", // 503 adminItemsKindNoCategory
  "விவரம் இல்லை", // 504 adminItemsKindNoDescription
  "படத்தொகுப்பில் படங்கள் எதுவும் இல்லை.", // 505 adminItemsKindNoGalleryImages
  "திட்டங்கள் எதுவும் இல்லை. உங்கள் முதல் திட்டத்தைச் சேருங்கள்!", // 506 adminItemsKindNoProjects
  "எதுவுமில்லை", // 507 adminItemsKindNone
  "குறிப்பிடவில்லை", // 508 adminItemsKindNotGiven
  "நடைபெறுகிறது", // 509 adminItemsKindOngoing
  "பேக்கேஜ்", // 510 adminItemsKindPackage
  "மனை (சென்ட்)", // 511 adminItemsKindPlotCents
  "மனையின் அளவு (சென்ட்)", // 512 adminItemsKindPlotSize
  "விலை பேக்கேஜ்", // 513 adminItemsKindPricePackage
  "சேவைகள் பக்கத்தில் உள்ள பெயர், எ.கா. Premium", // 514 adminItemsKindPricePackageHint
  "திட்டத்தைச் சேர்க்க முடியவில்லை. மீண்டும் முயலுங்கள்.", // 515 adminItemsKindProjectCreateFailed
  "திட்டம் சேர்க்கப்பட்டது!", // 516 adminItemsKindProjectCreated
  "திட்டத்தை நீக்க முடியவில்லை. மீண்டும் முயலுங்கள்.", // 517 adminItemsKindProjectDeleteFailed
  "திட்ட விவரங்கள்", // 518 adminItemsKindProjectFacts
  "கட்டாயமில்லை. கார்டுகளில் இவற்றில் சில ஒரு வரியில் தெரியும்; திட்டப் பக்கத்தில் அனைத்தும்.", // 519 adminItemsKindProjectFactsNote
  "திட்டம்", // 520 adminItemsKindProjectHeading
  "திட்டத்தை ஏற்ற முடியவில்லை. மீண்டும் முயலுங்கள்.", // 521 adminItemsKindProjectLoadFailed
  "திட்டம்", // 522 adminItemsKindProjectNoun
  "திட்டத்தைப் புதுப்பிக்க முடியவில்லை. மீண்டும் முயலுங்கள்.", // 523 adminItemsKindProjectUpdateFailed
  "திட்டம் புதுப்பிக்கப்பட்டது!", // 524 adminItemsKindProjectUpdated
  "திட்டங்கள்", // 525 adminItemsKindProjectsCaption
  "திட்டங்களை ஏற்ற முடியவில்லை. மீண்டும் முயலுங்கள்.", // 526 adminItemsKindProjectsLoadFailed
  "திட்டங்கள்", // 527 adminItemsKindProjectsNoun
  "வலைப்பதிவை வெளியிடு", // 528 adminItemsKindPublishBlogPost
  "வெளியிடுகிறது...", // 529 adminItemsKindPublishing
  "முகப்புப் படத்தை நீக்கு", // 530 adminItemsKindRemoveCover
  "புதுப்பித்தல்", // 531 adminItemsKindRenovation
  "குடியிருப்பு", // 532 adminItemsKindResidential
  "மாற்றங்களைச் சேமி", // 533 adminItemsKindSaveChanges
  "டிராஃப்டைச் சேமி", // 534 adminItemsKindSaveDraft
  "சேமிக்கிறது...", // 535 adminItemsKindSaving
  "பதிவைத் திட்டமிடு", // 536 adminItemsKindSchedulePost
  "வலைப்பதிவுகளைத் தேடு", // 537 adminItemsKindSearchBlogPosts
  "தலைப்பு, உரை அல்லது எழுதியவர் மூலம் தேடுங்கள்", // 538 adminItemsKindSearchBlogPostsPlaceholder
  "படத்தொகுப்பு உருப்படிகளைத் தேடு", // 539 adminItemsKindSearchGalleryItems
  "தலைப்பு அல்லது விவரம் மூலம் தேடுங்கள்", // 540 adminItemsKindSearchGalleryPlaceholder
  "திட்டங்களைத் தேடு", // 541 adminItemsKindSearchProjects
  "தலைப்பு, விவரம் அல்லது இடம் மூலம் தேடுங்கள்", // 542 adminItemsKindSearchProjectsPlaceholder
  "நிலை", // 543 adminItemsKindStatus
  "அனுப்புகிறது...", // 544 adminItemsKindSubmitting
  "குறிச்சொற்கள்", // 545 adminItemsKindTags
  "குறிச்சொற்களைக் காற்புள்ளியால் பிரியுங்கள், எ.கா. புதுப்பித்தல், கேரள வீடுகள்", // 546 adminItemsKindTagsHint
  "இந்தப் படத்தொகுப்பு உருப்படி", // 547 adminItemsKindThisGalleryItem
  "குறிப்புகள் & ஆலோசனைகள்", // 548 adminItemsKindTipsAdvice
  "தலைப்பு", // 549 adminItemsKindTitle
  "வகையில்லை", // 550 adminItemsKindUncategorized
  "வலைப்பதிவைப் புதுப்பி", // 551 adminItemsKindUpdateBlogPost
  "புதுப்பிக்க முடியவில்லை. மீண்டும் முயலுங்கள்.", // 552 adminItemsKindUpdateFailed
  "படத்தொகுப்பைப் புதுப்பி", // 553 adminItemsKindUpdateGallery
  "புதுப்பிக்கிறது...", // 554 adminItemsKindUpdating
  "பதிவேற்ற முடியவில்லை. மீண்டும் முயலுங்கள்.", // 555 adminItemsKindUploadFailed
  "படங்களைப் பதிவேற்று", // 556 adminItemsKindUploadImages
  "பதிவேற்றுகிறது...", // 557 adminItemsKindUploading
  "ஆண்டு", // 558 adminItemsKindYear
  "முடிந்த அல்லது தொடங்கிய ஆண்டு ({from}–{to})", // 559 adminItemsKindYearHint
  "விட்டுச் செல்", // 560 adminItemsLeave
  "இந்தப் பக்கத்தை விட்டுச் செல்லவா? உங்கள் மாற்றங்கள் சேமிக்கப்படவில்லை.", // 561 adminItemsLeaveQuestion
  "மேலும் காட்டு", // 562 adminItemsLoadMore
  "மேலும் ஏற்ற முடியவில்லை. இணைப்பைச் சரிபார்த்து மீண்டும் முயலுங்கள்.", // 563 adminItemsLoadMoreFailed
  "ஏற்றுகிறது…", // 564 adminItemsLoading
  "முந்தைய பதிப்புகள் இன்னும் இல்லை: இனி ஒவ்வொரு சேமிப்பும் இங்கே வைக்கப்படும்.", // 565 adminItemsNoEarlierVersions
  "“{query}” என்பதற்குப் பொருந்தும் {noun} இல்லை.", // 566 adminItemsNoMatch
  "(எதுவுமில்லை)", // 567 adminItemsNoneValue
  "(புதிய தாவலில் திறக்கும்)", // 568 adminItemsOpensInNewTab
  "{n} / {count}", // 569 adminItemsPhotoOf
  "முன்னோட்டம்", // 570 adminItemsPreview
  "முன்னோட்டத்தைத் திறக்க முடியவில்லை. மீண்டும் முயலுங்கள்.", // 571 adminItemsPreviewFailed
  "முன்னோட்டம்: {name}", // 572 adminItemsPreviewName
  "வெளியிடும் நேரம்", // 573 adminItemsPublishOn
  "வெளியிட வேண்டிய தேதியையும் நேரத்தையும் தேர்ந்தெடுங்கள்", // 574 adminItemsPublishTimeMissing
  "வெளியிடப்பட்டது", // 575 adminItemsPublished
  "சேமித்தவுடன் பார்வையாளர்கள் பார்க்கலாம்.", // 576 adminItemsPublishedHint
  "வெளியீடு", // 577 adminItemsPublishingLegend
  "மீட்டெடு", // 578 adminItemsRestore
  "பதிப்பை மீட்டெடுக்க முடியவில்லை. மீண்டும் முயலுங்கள்.", // 579 adminItemsRestoreFailed
  "{when} அன்று சேமித்த பதிப்பை மீட்டெடுக்கவா? இப்போது உள்ளது வரலாற்றில் இருக்கும்.", // 580 adminItemsRestoreQuestion
  "{when} அன்று சேமித்த பதிப்பு மீட்டெடுக்கப்பட்டது.", // 581 adminItemsRestored
  "உங்கள் அமர்வு முடிந்ததால் மீண்டும் உள்நுழைய வேண்டியிருந்தது. நீங்கள் தட்டச்சு செய்தது மீட்டெடுக்கப்பட்டது; தேர்ந்தெடுத்திருந்த படங்களை மீண்டும் சேருங்கள்.", // 582 adminItemsRestoredNote
  "இப்போது சேமித்ததைப் போலவே உள்ளது.", // 583 adminItemsSameAsNow
  "இப்போது உள்ளது", // 584 adminItemsSavedNow
  "திட்டமிடப்பட்டது", // 585 adminItemsScheduled
  "திட்டமிடப்பட்டது · {when}", // 586 adminItemsScheduledFor
  "நீங்கள் தேர்ந்தெடுக்கும் நேரத்தில் தானாக வெளியாகும்.", // 587 adminItemsScheduledHint
  "தேடு", // 588 adminItemsSearch
  "{noun}: {total}-இல் {shown} காட்டப்படுகின்றன", // 589 adminItemsShowing
  "பக்கத்தின் முகவரி: {address}", // 590 adminItemsSlugAddress
  "காலியாக விட்டால் தலைப்பிலிருந்து உருவாக்கப்படும்: {address}", // 591 adminItemsSlugFromTitle
  "ஆங்கில எழுத்துகள் அல்லது எண்களைப் பயன்படுத்துங்கள் (a முதல் z, 0 முதல் 9).", // 592 adminItemsSlugInvalid
  "காலியாக விட்டால் தலைப்பிலிருந்து உருவாக்கப்படும்.", // 593 adminItemsSlugMadeFromTitle
  ". பழைய முகவரி {address} இனி இந்தப் பக்கத்துக்கு வழிகாட்டும்.", // 594 adminItemsSlugOldAddress
  "ஏதோ தவறு நடந்தது. மீண்டும் முயலுங்கள்.", // 595 adminItemsSomethingWrong
  "இந்தப் பதிப்பு", // 596 adminItemsThisVersion
  "மொத்தம்: {total}", // 597 adminItemsTotal
  "குப்பைக்கு நகர்த்தப்பட்டது; {days} நாட்கள் அங்கே இருக்கும்.", // 598 adminItemsTrashedMoved
  "குப்பையைத் திறந்து", // 599 adminItemsTrashedOpen
  "மீட்டெடுக்கலாம்.", // 600 adminItemsTrashedRestore
  "மீண்டும் முயலுங்கள்", // 601 adminItemsTryAgain
  "சேமிக்காத மாற்றங்கள்", // 602 adminItemsUnsavedChanges
  "பெயரில்லாத திட்டம்", // 603 adminItemsUntitledProject
  "இணைய முகவரி (URL)", // 604 adminItemsUrl
  "இணையதளத்தில் பார்", // 605 adminItemsViewOnSite
  "நிர்வாகப் பகுதியின் மெனுக்கள், பொத்தான்கள், செய்திகள், உங்களுக்கு மட்டும். பொது இணையதளம் அதன் மொழிகளிலேயே இருக்கும்.", // 606 adminLanguageHint
  "மொழி சேமிக்கப்படவில்லை.", // 607 adminLanguageNotSaved
  "மொழி சேமிக்கப்படவில்லை. இணைப்பைச் சரிபார்த்து மீண்டும் முயலுங்கள்.", // 608 adminLanguageOffline
  "மொழியைச் சேமி", // 609 adminLanguageSave
  "நிர்வாகப் பகுதி இனி தமிழில்.", // 610 adminLanguageSaved
  "சேமிக்கிறது...", // 611 adminLanguageSaving
  "நிர்வாகப் பகுதியின் மொழி", // 612 adminLanguageTitle
  "அவற்றை மீண்டும் சேர்", // 613 adminPhotosAddBackMany
  "மீண்டும் சேர்", // 614 adminPhotosAddBackOne
  "அந்தப் படம் ஏற்கெனவே இதில் உள்ளது, அதனால் தவிர்க்கப்பட்டது.", // 615 adminPhotosAlreadyStored
  "{n}-ஆம் படத்தை நகர்த்துவது ரத்துசெய்யப்பட்டது; பழைய இடத்திலேயே உள்ளது.", // 616 adminPhotosCancelled
  "ஒரு படத்தைத் தேர்ந்தெடு", // 617 adminPhotosChooseImage
  "படங்களைத் தேர்ந்தெடு", // 618 adminPhotosChooseImages
  "அனைத்தையும் அழி", // 619 adminPhotosClearAll
  "இந்தப் படத்தை நீக்க வேண்டுமா?", // 620 adminPhotosConfirmDelete
  "முகப்பு", // 621 adminPhotosCover
  "தற்போதைய படம் {n}", // 622 adminPhotosCurrentPhoto
  "நிராகரி", // 623 adminPhotosDiscard
  "படம் {n}-ஐ இழுத்து நகர்த்து", // 624 adminPhotosDrag
  "{n}-ஆம் படம் வைக்கப்பட்டது.", // 625 adminPhotosDropped
  "{n}-ஆம் படம் {count}-இல் {place}-ஆம் இடத்தில் வைக்கப்பட்டது.", // 626 adminPhotosDroppedAt
  "ஒரே படம் மீண்டும் வந்தவை தவிர்க்கப்பட்டன.", // 627 adminPhotosDuplicatesSkipped
  "படம் {n}-ஐ முன்னே நகர்த்து", // 628 adminPhotosEarlier
  "இந்தப் படத்தை நகர்த்த Space அழுத்தி, அம்புக்குறி விசைகளைப் பயன்படுத்துங்கள்; வைக்க மீண்டும் Space, ரத்துசெய்ய Escape.", // 629 adminPhotosInstructions
  "படம் {n} முகப்புப் படம்", // 630 adminPhotosIsCover
  "பக்கம் மூடப்படும் முன் நீங்கள் தேர்ந்தெடுத்த {count} படங்கள் இந்தச் சாதனத்தில் வைக்கப்பட்டுள்ளன.", // 631 adminPhotosKeptMany
  "பக்கம் மூடப்படும் முன் நீங்கள் தேர்ந்தெடுத்த {count} படம் இந்தச் சாதனத்தில் வைக்கப்பட்டுள்ளது.", // 632 adminPhotosKeptOne
  "படம் {n}-ஐ பின்னே நகர்த்து", // 633 adminPhotosLater
  ", புதியவை: {count}", // 634 adminPhotosNewCount
  "புதிய படம் {n} ({name})", // 635 adminPhotosNewPhoto
  "படத்தை அனுப்ப முடியவில்லை.", // 636 adminPhotosNotSent
  "{count} படங்கள் இன்னும் அனுப்பப்படுகின்றன", // 637 adminPhotosOnTheWayMany
  "{count} படம் இன்னும் அனுப்பப்படுகிறது", // 638 adminPhotosOnTheWayOne
  "{n}-ஆம் படம் இப்போது {count}-இல் {place}-ஆம் இடத்தின் மேல்.", // 639 adminPhotosOver
  "{count}-இல் {n}-ஆம் படம் எடுக்கப்பட்டது.", // 640 adminPhotosPickedUp
  "முன்னோட்டம்: {name}", // 641 adminPhotosPreviewOf
  "தற்போதைய படம் {n}-ஐ நீக்கு", // 642 adminPhotosRemoveCurrent
  "புதிய படத்தை நீக்கு: {name}", // 643 adminPhotosRemoveNew
  "படம் நீக்கப்பட்டது. உறுதிசெய்ய மாற்றங்களைச் சேமியுங்கள்.", // 644 adminPhotosRemoved
  "அனுப்புகிறது: {name}", // 645 adminPhotosSending
  "அனுப்பப்பட்டது", // 646 adminPhotosSent
  "திட்டம் சேர்", // 647 adminPhotosSharedAddProject
  "பகிர்ந்தது {n} / {count}: {name}", // 648 adminPhotosSharedAlt
  "உங்கள் ஃபோனிலிருந்து {count} படங்கள் பகிரப்பட்டன. இவை எதற்கு?", // 649 adminPhotosSharedCountMany
  "உங்கள் ஃபோனிலிருந்து {count} படம் பகிரப்பட்டது. இது எதற்கு?", // 650 adminPhotosSharedCountOne
  "புதிய திட்டம் தொடங்கு", // 651 adminPhotosSharedNewProject
  "பகிர்ந்த படங்கள் எதுவும் இப்போது இல்லை. உங்கள் ஃபோனின் கேலரியில் படங்களைத் தேர்ந்தெடுத்து, Share-ஐத் தட்டி, இந்த இணையதளத்தின் நிர்வாக ஆப்பைத் தேர்ந்தெடுங்கள்: அவை இங்கே திறக்கும், புதிய திட்டத்துக்கோ படத்தொகுப்புக்கோ தயாராக.", // 652 adminPhotosSharedNone
  "நீங்கள் பகிர்ந்த படங்களைத் திறக்கிறது…", // 653 adminPhotosSharedOpening
  "பகிர்ந்த படங்கள்", // 654 adminPhotosSharedTitle
  "படத்தொகுப்பில் சேர்", // 655 adminPhotosSharedToGallery
  "சேமித்த படம் {n} / {count}", // 656 adminPhotosStoredFile
  "படம் {n}-ஐ முகப்புப் படமாக்கு", // 657 adminPhotosUseAsCover
  "இணைப்புக்காகக் காத்திருக்கிறது…", // 658 adminPhotosWaitingConnection
  "படங்களை அனுப்ப இணைப்புக்காகக் காத்திருக்கிறது…", // 659 adminPhotosWaitingToSend
  "படம் {n}-இல் என்ன உள்ளது", // 660 adminPhotosWhatImageShows
  "படத்தில் என்ன உள்ளது", // 661 adminPhotosWhatItShows
  "ஒரு கோப்பு இந்த இணையதளம் பயன்படுத்தக்கூடிய படம் அல்ல. JPEG, PNG, GIF, WebP, AVIF அல்லது SVG படத்தைப் பயன்படுத்துங்கள்.", // 662 adminProblemAFileNotUsable
  "ஒரு கோப்பு சரியான படம் அல்ல.", // 663 adminProblemAFileNotValid
  "ஒரு கோப்பில் பிக்சல்கள் அதிகம். அதிகபட்சம் {megapixels} மெகாபிக்சல் உள்ள படத்தைப் பயன்படுத்துங்கள்.", // 664 adminProblemAFilePixels
  "ஒரு கோப்பு {size} MB-ஐ விடப் பெரியது. சிறிய படத்தைத் தேர்வுசெய்யுங்கள்.", // 665 adminProblemAFileTooLarge
  "ஒரு கோப்பைப் படமாகப் படிக்க முடியவில்லை. அது சேதமடைந்ததாகவோ முழுமையற்றதாகவோ இருக்கலாம்.", // 666 adminProblemAFileUnreadable
  "எங்களைப் பற்றிய பட்டையைச் சேருங்கள்", // 667 adminProblemAboutBandRequired
  "இந்தக் கணக்கு முடக்கப்பட்டுள்ளது. இணையதள உரிமையாளரிடம் கேளுங்கள்.", // 668 adminProblemAccountDisabled
  "இந்த மின்னஞ்சல் முகவரியில் ஏற்கெனவே ஒரு கணக்கு உள்ளது. பதிலாக உள்நுழையுங்கள்.", // 669 adminProblemAccountExists
  "கணக்கு நீக்கப்பட்டது", // 670 adminProblemAccountRemoved
  "முகவரி சரியாக இல்லை.", // 671 adminProblemAddressInvalid
  "முகவரியில் எழுத்துகளோ எண்களோ இருக்க வேண்டும்", // 672 adminProblemAddressLetters
  "முகவரி மிக நீளமாக உள்ளது.", // 673 adminProblemAddressTooLong
  "பணிக்குப் பின் படம் இந்தத் திட்டத்தின் படங்களில் ஒன்றாக இருக்க வேண்டும்", // 674 adminProblemAfterAmongPhotos
  "ஒவ்வொரு மாற்று உரையும் 250 எழுத்துகளுக்கு மிகக்கூடாது", // 675 adminProblemAltMax
  "உங்கள் கணக்கில் ஏற்கெனவே ஒரு ஆதென்டிகேட்டர் ஆப் உள்ளது: அதன் குறியீட்டை உள்ளிடுங்கள்.", // 676 adminProblemAppAlreadyEnterCode
  "ஒரு ஆதென்டிகேட்டர் ஆப் ஏற்கெனவே இயக்கத்தில் உள்ளது.", // 677 adminProblemAppAlreadyOn
  "ஒரு ஆதென்டிகேட்டர் ஆப் ஏற்கெனவே இயக்கத்தில் உள்ளது. வேறொன்றைப் பயன்படுத்த முதலில் அதை நிறுத்துங்கள்.", // 678 adminProblemAppAlreadyOnTurnOff
  "ஆதென்டிகேட்டர் ஆப் நிறுத்தப்பட்டது.", // 679 adminProblemAppOff
  "JSON அனுப்புங்கள்: { order: [ids], pinned: id or null }", // 680 adminProblemArrangeBody
  "order-இல் உள்ள ஒவ்வொன்றும் ஒரு {noun}-இன் id ஆக இருக்க வேண்டும்", // 681 adminProblemArrangeEntryId
  "order என்பது {noun} id-களின் பட்டியலாக இருக்க வேண்டும்", // 682 adminProblemArrangeOrderList
  "pinned என்பது order-இல் உள்ள ஒரு {noun}-இன் id அல்லது null ஆக இருக்க வேண்டும்", // 683 adminProblemArrangePinned
  "ஒரே நேரத்தில் 1000 வரை மட்டுமே வரிசைப்படுத்தலாம் ({noun})", // 684 adminProblemArrangeTooMany
  "{noun} {id} குப்பையில் உள்ளது: முதலில் அதை மீட்டெடுங்கள், அல்லது விட்டுவிடுங்கள்", // 685 adminProblemArrangeTrashed
  "{noun} {id} இரண்டு முறை இடம்பெற்றுள்ளது", // 686 adminProblemArrangeTwice
  "{noun} {id} என்று எதுவும் இல்லை", // 687 adminProblemArrangeUnknown
  "அதிகபட்சம் 250 எழுத்துகள்", // 688 adminProblemAtMost250
  "அதிகபட்சம் 50000 எழுத்துகள்", // 689 adminProblemAtMost50000
  "அதிகபட்சம் {max} எழுத்துகள்", // 690 adminProblemAtMostChars
  "{label} அதிகபட்சம் {max} மட்டுமே", // 691 adminProblemAtMostItems
  "எழுதியவரின் பெயரை உள்ளிடுங்கள்", // 692 adminProblemAuthorRequired
  "பணிக்கு முன், பின் படங்கள் இரண்டு வெவ்வேறு படங்களாக இருக்க வேண்டும்", // 693 adminProblemBeforeAfterDifferent
  "பணிக்கு முன் படம் இந்தத் திட்டத்தின் படங்களில் ஒன்றாக இருக்க வேண்டும்", // 694 adminProblemBeforeAmongPhotos
  "வலைப்பதிவு நீக்கப்பட்டது", // 695 adminProblemBlogDeleted
  "வலைப்பதிவு கிடைக்கவில்லை", // 696 adminProblemBlogNotFound
  "கோரிக்கையின் உள்ளடக்கத்தில் அடுக்குகள் அதிகம் (அதிகபட்சம் 16).", // 697 adminProblemBodyNested
  "கோரிக்கையின் உள்ளடக்கம் சரியான JSON அல்ல.", // 698 adminProblemBodyNotJson
  "கோரிக்கையின் உள்ளடக்கம் மிகப் பெரியது.", // 699 adminProblemBodyTooLarge
  "கோரிக்கையின் உள்ளடக்கத்தைப் படிக்க முடியவில்லை.", // 700 adminProblemBodyUnreadable
  "உங்கள் சொந்தக் கணக்கை முடக்க முடியாது.", // 701 adminProblemCannotDisableSelf
  "உங்கள் சொந்தக் கணக்கை நீக்க முடியாது.", // 702 adminProblemCannotRemoveSelf
  "வகை இவற்றில் ஒன்றாக இருக்க வேண்டும்: {categories}", // 703 adminProblemCategoryOneOf
  "ஆங்கிலம், மலையாளம் அல்லது தமிழைத் தேர்வுசெய்யுங்கள்", // 704 adminProblemChooseLanguage
  "ஒரு கடவுச்சொல்லைத் தேர்வுசெய்யுங்கள்", // 705 adminProblemChoosePassword
  "பதிவேற்ற ஒரு படத்தைத் தேர்வுசெய்யுங்கள்.", // 706 adminProblemChoosePhotoToUpload
  "இந்த இணையதளத்தில் பதிவேற்றிய ஒரு படத்தைத் தேர்வுசெய்யுங்கள்", // 707 adminProblemChoosePhotoUploaded
  "வெளியிட வேண்டிய தேதியையும் நேரத்தையும் தேர்வுசெய்யுங்கள்", // 708 adminProblemChoosePublishTime
  "உரிமையாளர், எடிட்டர் அல்லது விற்பனை என்பதைத் தேர்வுசெய்யுங்கள்", // 709 adminProblemChooseRole
  "உங்களுக்கு வசதியான நேரத்தைத் தேர்வுசெய்யுங்கள்", // 710 adminProblemChooseTime
  "வாட்ஸ்அப் அல்லது அழைப்பைத் தேர்வுசெய்யுங்கள்", // 711 adminProblemChooseWhatsAppOrCall
  "எண்ணிக்கைகளைச் சேருங்கள்", // 712 adminProblemClaimsRequired
  "மூடும் நேரம் திறக்கும் நேரத்துக்குப் பிறகு இருக்க வேண்டும்", // 713 adminProblemClosingAfterOpening
  "மூடும் நேரம் 18:00 போன்ற நேரமாக இருக்க வேண்டும்", // 714 adminProblemClosingTime
  "அந்தக் குறியீடு மிக நீளமாக உள்ளது", // 715 adminProblemCodeTooLong
  "உள்ளடக்கம் JSON ஆக இருக்க வேண்டும்", // 716 adminProblemContentJson
  "உள்ளடக்கத்தை உள்ளிடுங்கள்", // 717 adminProblemContentRequired
  "உள்ளடக்கம் மிக நீளமாக உள்ளது", // 718 adminProblemContentTooLong
  "இந்த வகை உள்ளடக்கம் இங்கே ஏற்கப்படாது.", // 719 adminProblemContentType
  "முகப்புப் படம் இந்தத் திட்டத்தின் படங்களில் ஒன்றாக இருக்க வேண்டும்", // 720 adminProblemCoverAmongPhotos
  "ஒரு முகப்புப் படத்தைப் பதிவேற்றுங்கள்.", // 721 adminProblemCoverRequired
  "டெவலப்பர் குறிப்பைச் சேருங்கள்", // 722 adminProblemCreditRequired
  "நிரந்தரமாக நீக்கப்பட்டது", // 723 adminProblemDeletedForGood
  "disabled என்பது true அல்லது false ஆக இருக்க வேண்டும்", // 724 adminProblemDisabledTrueFalse
  "{label}: ஒவ்வொன்றும் {max} எழுத்துகளுக்கு மிகக்கூடாது", // 725 adminProblemEachOfMax
  "சரியான மின்னஞ்சல் முகவரியை உள்ளிடுங்கள்", // 726 adminProblemEmailAddress
  "சரியான மின்னஞ்சல் முகவரியை உள்ளிடுங்கள்", // 727 adminProblemEmailInvalid
  "மின்னஞ்சலை உள்ளிடுங்கள்", // 728 adminProblemEmailRequired
  "இந்த மின்னஞ்சல் முகவரியில் ஏற்கெனவே ஒரு கணக்கு உள்ளது.", // 729 adminProblemEmailTaken
  "மின்னஞ்சல் முகவரி மிக நீளமாக உள்ளது", // 730 adminProblemEmailTooLong
  "கடந்த ஒரு மணி நேரத்தில் உங்கள் இணைப்பிலிருந்து பல விசாரணைகள் வந்துள்ளன. பதிலாக எங்களை அழையுங்கள் அல்லது வாட்ஸ்அப் செய்யுங்கள்.", // 731 adminProblemEnquiriesFlood
  "இந்த இணையதளத்தின் சொந்தப் பக்கங்களிலிருந்து வரும் விசாரணைகள் மட்டுமே ஏற்கப்படும்.", // 732 adminProblemEnquiriesOwnPages
  "விசாரணை நீக்கப்பட்டது", // 733 adminProblemEnquiryDeleted
  "விசாரணையின் திறவுகோல் சரியாக இல்லை", // 734 adminProblemEnquiryKeyMalformed
  "விசாரணை எதைப் பற்றியது என்பதைத் தேர்வுசெய்யுங்கள்", // 735 adminProblemEnquiryKind
  "விசாரணை கிடைக்கவில்லை", // 736 adminProblemEnquiryNotFound
  "விசாரணையின் குறிப்பு எண் சரியாக இல்லை", // 737 adminProblemEnquiryReferenceMalformed
  "ஆதென்டிகேட்டர் ஆப்பில் உள்ள குறியீட்டை உள்ளிடுங்கள்.", // 738 adminProblemEnterAppCode
  "குறியீட்டை உள்ளிடுங்கள்", // 739 adminProblemEnterCode
  "தற்போதைய கடவுச்சொல்லை உள்ளிடுங்கள்", // 740 adminProblemEnterCurrentPassword
  "உங்கள் மின்னஞ்சல் முகவரியை உள்ளிடுங்கள்", // 741 adminProblemEnterEmail
  "செய்தியை எழுதுங்கள்", // 742 adminProblemEnterMessage
  "உங்கள் பெயரை உள்ளிடுங்கள்", // 743 adminProblemEnterName
  "உங்கள் கடவுச்சொல்லை உள்ளிடுங்கள்", // 744 adminProblemEnterPassword
  "உங்கள் தொலைபேசி எண்ணை உள்ளிடுங்கள்", // 745 adminProblemEnterPhone
  "மதிப்பீட்டுக் கருவியின் விவரங்களைச் சேருங்கள்", // 746 adminProblemEstimatorRequired
  "existing என்பது படப் பெயர்களின் JSON பட்டியலாக இருக்க வேண்டும்", // 747 adminProblemExistingJson
  "இந்த சர்வர் 100-continue-ஐ மட்டுமே ஏற்கும்.", // 748 adminProblemExpect100
  "10 இலக்கத் தொலைபேசி எண்ணையோ மின்னஞ்சல் முகவரியையோ கொடுங்கள்", // 749 adminProblemExportPerson
  "{field} மிக நீளமாக உள்ளது", // 750 adminProblemFieldTooLong
  "\"{file}\" இந்த இணையதளம் பயன்படுத்தக்கூடிய படம் அல்ல. JPEG, PNG, GIF, WebP, AVIF அல்லது SVG படத்தைப் பயன்படுத்துங்கள்.", // 751 adminProblemFileNotUsable
  "\"{file}\" சரியான படம் அல்ல.", // 752 adminProblemFileNotValid
  "\"{file}\"-இல் பிக்சல்கள் அதிகம். அதிகபட்சம் {megapixels} மெகாபிக்சல் உள்ள படத்தைப் பயன்படுத்துங்கள்.", // 753 adminProblemFilePixels
  "\"{file}\" {size} MB-ஐ விடப் பெரியது. சிறிய படத்தைத் தேர்வுசெய்யுங்கள்.", // 754 adminProblemFileTooLarge
  "\"{file}\"-ஐப் படமாகப் படிக்க முடியவில்லை. அது சேதமடைந்ததாகவோ முழுமையற்றதாகவோ இருக்கலாம்.", // 755 adminProblemFileUnreadable
  "பின்தொடர்வு ஒரு தேதியாக இருக்க வேண்டும்", // 756 adminProblemFollowUpDate
  "அந்த முகவரியில் ஒரு கணக்கு இருந்தால், புதிய கடவுச்சொல்லை அமைக்கும் இணைப்பு அனுப்பப்படுகிறது. அது ஒரு மணி நேரம் செயல்படும்.", // 757 adminProblemForgotSent
  "படிவத் தரவைப் படிக்க முடியவில்லை.", // 758 adminProblemFormUnreadable
  "படத்தொகுப்பு உருப்படி நீக்கப்பட்டது", // 759 adminProblemGalleryDeleted
  "படத்தொகுப்பு உருப்படி கிடைக்கவில்லை", // 760 adminProblemGalleryNotFound
  "எங்கள் பக்கத்தில் ஏதோ தவறு நடந்தது. மீண்டும் முயலுங்கள்.", // 761 adminProblemGeneric
  "கோரிக்கையின் தலைப்புகள் அல்லது முகவரி மிகப் பெரியவை.", // 762 adminProblemHeadersTooLarge
  "கோரிக்கையின் Host தலைப்பு இல்லை அல்லது சரியாக இல்லை.", // 763 adminProblemHostHeader
  "id உரையாக இருக்க வேண்டும்", // 764 adminProblemIdText
  "imageAlts என்பது படப் பெயர்களும் உரைகளும் கொண்ட JSON object ஆக இருக்க வேண்டும்", // 765 adminProblemImageAltsJson
  "ஒரு படம் {size} MB-ஐ விடப் பெரியது. சிறிய படத்தைத் தேர்வுசெய்யுங்கள்.", // 766 adminProblemImageTooLarge
  "குறைந்தது ஒரு படத்தையாவது தேர்வுசெய்யுங்கள்.", // 767 adminProblemImagesRequired
  "உள்ளீடு சரியில்லை", // 768 adminProblemInvalidInput
  "மின்னஞ்சல் அல்லது கடவுச்சொல் தவறு. மீண்டும் முயலுங்கள்.", // 769 adminProblemInvalidLogin
  "இந்த அழைப்பின் காலம் முடிந்துவிட்டது அல்லது ஏற்கெனவே பயன்படுத்தப்பட்டது. புதியதற்கு இணையதள உரிமையாளரிடம் கேளுங்கள்.", // 770 adminProblemInvitationGone
  "அழைப்பு திரும்பப் பெறப்பட்டது", // 771 adminProblemInvitationWithdrawn
  "kind என்பது {kinds} அல்லது {last} ஆக இருக்க வேண்டும்", // 772 adminProblemKindOneOf
  "{label}: குறைந்தது {min} வேண்டும்", // 773 adminProblemLabelAtLeast
  "{label}: அதிகபட்சம் {max} மட்டுமே", // 774 adminProblemLabelAtMost
  "{label}: சரியாக {count} இருக்க வேண்டும்", // 775 adminProblemLabelExactly
  "{label} ஒரு கோப்பாகவோ, பதிவேற்றம் தந்த குறிப்பாகவோ இருக்க வேண்டும்", // 776 adminProblemLabelFileOrReference
  "{label} https:// என்று தொடங்கும் முழு இணைப்பாக இருக்க வேண்டும்", // 777 adminProblemLabelHttps
  "{label} ஒரு படத்தின் பெயராக இருக்க வேண்டும்", // 778 adminProblemLabelImageName
  "{label} ஓர் இணைப்பாக இருக்க வேண்டும்", // 779 adminProblemLabelLink
  "{label} ஒரு பட்டியலாக இருக்க வேண்டும்", // 780 adminProblemLabelList
  "{label} {max} எழுத்துகளுக்கு மிகக்கூடாது", // 781 adminProblemLabelMax
  "{label} 2,000 எழுத்துகளுக்கு மிகக்கூடாது", // 782 adminProblemLabelMax2000
  "{label} ஒரு முறை, உரையாக அனுப்பப்பட வேண்டும்", // 783 adminProblemLabelOnce
  "{label} ஒரே வரியாக இருக்க வேண்டும்", // 784 adminProblemLabelOneLine
  "{label} இவற்றில் ஒன்றாக இருக்க வேண்டும்: {values}", // 785 adminProblemLabelOneOf
  "{label} தேவை", // 786 adminProblemLabelRequired
  "{label} உரையாக இருக்க வேண்டும்", // 787 adminProblemLabelText
  "உள்நுழையக்கூடிய குறைந்தது ஒரு உரிமையாளர் இணையதளத்துக்குத் தேவை. முதலில் வேறொருவரை உரிமையாளராக்குங்கள்.", // 788 adminProblemLastOwner
  "கோரிக்கையின் நீளம் அதன் உள்ளடக்கத்துடன் பொருந்தவில்லை.", // 789 adminProblemLengthMismatch
  "limit என்பது 0 முதல் 1000 வரையிலான முழு எண்ணாக இருக்க வேண்டும்", // 790 adminProblemLimitRange
  "இணைப்பு முழுமையாக இல்லை", // 791 adminProblemLinkIncomplete
  "உள்நுழைந்துவிட்டீர்கள்", // 792 adminProblemLoginSuccessful
  "வரைபட எம்பெட் இணைப்பு Google Maps அல்லது OpenStreetMap-இன் எம்பெட் இணைப்பாக இருக்க வேண்டும்", // 793 adminProblemMapEmbed
  "வரைபடத்தைச் சேருங்கள்", // 794 adminProblemMapRequired
  "2,000 எழுத்துகளுக்கு மிகாமல் செய்தியை எழுதுங்கள்.", // 795 adminProblemMessageMax
  "பெயர் 80 எழுத்துகளுக்குள் இருக்கட்டும்", // 796 adminProblemNameMax80
  "உங்கள் பெயரை உள்ளிடுங்கள்", // 797 adminProblemNameRequired
  "nearest என்பது 0 முதல் 12 வரையிலான முழு எண்ணாக இருக்க வேண்டும்", // 798 adminProblemNearestRange
  "கணக்கு இல்லை", // 799 adminProblemNoAccount
  "அந்த id-இல் எந்தக் கணக்கும் இல்லை", // 800 adminProblemNoAccountById
  "எந்த ஆதென்டிகேட்டர் ஆப்பும் இயக்கத்தில் இல்லை.", // 801 adminProblemNoAppOn
  "இங்கே மொழிபெயர்க்க ஆங்கில உரை இல்லை", // 802 adminProblemNoEnglishText
  "அந்த முகவரிக்கு நிலுவையில் அழைப்பு எதுவும் இல்லை", // 803 adminProblemNoInvitation
  "இந்த இடத்தில் படம் இல்லை", // 804 adminProblemNoPhotoHere
  "இந்தப் பதிவேற்றத்தைச் சேமிக்க இப்போது சர்வரில் இடமில்லை. எதுவும் சேமிக்கப்படவில்லை; பிறகு மீண்டும் முயலுங்கள்.", // 805 adminProblemNoRoom
  "அப்படி ஒரு பாஸ்கீ இல்லை", // 806 adminProblemNoSuchPasskey
  "இணையதளத்தில் அப்படி ஒரு பகுதி இல்லை", // 807 adminProblemNoSuchSection
  "அப்படி ஒரு பதிவேற்றம் இல்லை.", // 808 adminProblemNoSuchUpload
  "இது இதில் உள்ள புலம் அல்ல", // 809 adminProblemNotAField
  "இது இணையதளத்தின் மொழிகளில் ஒன்று அல்ல", // 810 adminProblemNotALanguage
  "இது இந்தப் பகுதியில் உள்ள இடம் அல்ல", // 811 adminProblemNotAPlace
  "இதற்கு அனுமதி இல்லை.", // 812 adminProblemNotAllowed
  "இது உங்கள் தற்போதைய கடவுச்சொல் அல்ல.", // 813 adminProblemNotCurrentPassword
  "கிடைக்கவில்லை", // 814 adminProblemNotFound
  "கோரிக்கையைக் கையாள முடியவில்லை.", // 815 adminProblemNotHandled
  "குப்பையில் இல்லை", // 816 adminProblemNotInTrash
  "குறிப்பு {max} எழுத்துகளுக்கு மிகக்கூடாது", // 817 adminProblemNoteMax
  "{label} {min} முதல் {max} வரையிலான எண்ணாக இருக்க வேண்டும், அதிகபட்சம் இரண்டு தசம இடங்கள்", // 818 adminProblemNumberDecimals
  "அலுவலக நேரத்தில் திங்கள் முதல் ஞாயிறு வரையிலான நாட்கள் இருக்க வேண்டும்", // 819 adminProblemOfficeHoursDays
  "offset என்பது 0 அல்லது அதற்கு மேற்பட்ட முழு எண்ணாக இருக்க வேண்டும்", // 820 adminProblemOffsetRange
  "திறக்கும் நேரம் 08:00 போன்ற நேரமாக இருக்க வேண்டும்", // 821 adminProblemOpeningTime
  "order என்பது arranged அல்லது newest ஆக இருக்க வேண்டும்", // 822 adminProblemOrderWord
  "பக்கம் சரியாக இல்லை", // 823 adminProblemPageMalformed
  "பாஸ்கீகளுக்கு இணையதளத்தின் சொந்த முகவரி தேவை (https வழியாக ஒரு டொமைன் பெயர்).", // 824 adminProblemPasskeyAddress
  "இந்தக் கோரிக்கையின் நேரம் முடிந்துவிட்டது. மீண்டும் முயலுங்கள்.", // 825 adminProblemPasskeyExpired
  "அந்த பாஸ்கீ மூலம் உள்நுழைய முடியவில்லை. மீண்டும் முயலுங்கள், அல்லது கடவுச்சொல்லுடன் உள்நுழையுங்கள்.", // 826 adminProblemPasskeyFailed
  "பாஸ்கீக்கு ஒரு பெயர் கொடுங்கள் (அது உள்ள தொலைபேசி அல்லது கணினியின் பெயர்)", // 827 adminProblemPasskeyName
  "பெயர் 60 எழுத்துகளுக்குள் இருக்கட்டும்", // 828 adminProblemPasskeyNameMax
  "இந்த பாஸ்கீயைச் சேர்க்க முடியவில்லை. வேறொரு சாதனத்தில் முயலுங்கள்.", // 829 adminProblemPasskeyNotAdded
  "பாஸ்கீ நீக்கப்பட்டது", // 830 adminProblemPasskeyRemoved
  "உங்கள் இணைப்பிலிருந்து அதிகமான பாஸ்கீ உள்நுழைவுகள் வந்துள்ளன. பிறகு மீண்டும் முயலுங்கள்.", // 831 adminProblemPasskeyTooMany
  "பாஸ்கீயைச் சரிபார்க்க முடியவில்லை. மீண்டும் முயலுங்கள்.", // 832 adminProblemPasskeyUnchecked
  "கடவுச்சொல் மாற்றப்பட்டது. மற்ற எல்லா இடங்களிலிருந்தும் வெளியேற்றப்பட்டீர்கள்.", // 833 adminProblemPasswordChanged
  "கடவுச்சொல்லை உள்ளிடுங்கள்", // 834 adminProblemPasswordRequired
  "புதிய கடவுச்சொல் அமைக்கப்பட்டது. அதைக் கொண்டு உள்நுழையுங்கள்.", // 835 adminProblemPasswordSet
  "குறைந்தது 10 எழுத்துகள் வேண்டும்", // 836 adminProblemPasswordShort
  "கடவுச்சொல் மிக நீளமாக உள்ளது", // 837 adminProblemPasswordTooLong
  "கட்டண நிலைகள் மொத்தம் 100% ஆக இருக்க வேண்டும் (இப்போது {total}%)", // 838 adminProblemPaymentsTotal
  "சதவீதத்தில் அதிகபட்சம் இரண்டு தசம இடங்கள் மட்டுமே", // 839 adminProblemPercentDecimals
  "சதவீதம் 100-க்கு மிகக்கூடாது", // 840 adminProblemPercentMax
  "சதவீதம் ஒரு எண்ணாக இருக்க வேண்டும்", // 841 adminProblemPercentNumber
  "சதவீதம் 0-ஐ விட அதிகமாக இருக்க வேண்டும்", // 842 adminProblemPercentPositive
  "தொலைபேசி 10 இலக்க இந்திய எண்ணாக இருக்க வேண்டும், எ.கா. 98765 43210 அல்லது +91 98765 43210", // 843 adminProblemPhoneCompany
  "இந்திய எண்ணில் +91-க்குப் பிறகு 10 இலக்கங்கள் இருக்கும், எ.கா. +91 98470 12345", // 844 adminProblemPhoneIndia
  "தொலைபேசி எண்ணை உள்ளிடுங்கள்", // 845 adminProblemPhoneRequired
  "10 இலக்க மொபைல் எண்ணை உள்ளிடுங்கள், எ.கா. 98470 12345; வெளிநாட்டு எண் என்றால் + மற்றும் நாட்டுக் குறியீட்டுடன், எ.கா. +971 50 123 4567", // 846 adminProblemPhoneVisitor
  "இணைப்பு துண்டிக்கப்பட்டது. இணைப்பு திரும்பியதும் படம் தொடர்ந்து அனுப்பப்படும்.", // 847 adminProblemPhotoConnectionLost
  "படம் அனுப்பப்பட்டது, ஆனால் அது எங்கே உள்ளது என்று இணையதளம் சொல்லவில்லை. மீண்டும் தேர்வுசெய்யுங்கள்.", // 848 adminProblemPhotoNoPlace
  "இந்தப் படம் இணையதளத்தில் இன்னும் இல்லை: அதை அனுப்புங்கள்.", // 849 adminProblemPhotoNotYet
  "பின் குறியீடு 6 இலக்கங்களாக இருக்க வேண்டும்", // 850 adminProblemPinCode
  "திட்டம் நீக்கப்பட்டது", // 851 adminProblemProjectDeleted
  "திட்டம் கிடைக்கவில்லை", // 852 adminProblemProjectNotFound
  "வெளியிடும் நேரம் ஒரு தேதியும் நேரமுமாக இருக்க வேண்டும்", // 853 adminProblemPublishTime
  "சந்தாவின் auth ரகசியம் 16 bytes, base64url ஆக இருக்க வேண்டும்", // 854 adminProblemPushAuth
  "இந்தச் சாதனத்தின் உலாவி சந்தாவை முடித்துவிட்டது. அறிவிப்புகளை மீண்டும் இயக்குங்கள்.", // 855 adminProblemPushEnded
  "சந்தாவின் endpoint ஒரு புஷ் சேவையின் https URL ஆக இருக்க வேண்டும்", // 856 adminProblemPushEndpoint
  "சந்தாவின் endpoint ஒரு பொது ஹோஸ்ட் பெயராக இருக்க வேண்டும்", // 857 adminProblemPushHost
  "சந்தாவின் திறவுகோல்கள் இல்லை", // 858 adminProblemPushKeysMissing
  "இந்த உலாவி அறிவிப்புச் சேவையைத் தொடங்கவில்லை. பக்கத்தை மறுபடி ஏற்றி மீண்டும் முயலுங்கள்.", // 859 adminProblemPushNoService
  "இந்தச் சாதனத்தில் அறிவிப்புகள் இயக்கப்படவில்லை. முதலில் அவற்றை இயக்குங்கள்.", // 860 adminProblemPushNotSubscribed
  "உலாவியின் புஷ் சேவை அறிவிப்பை ஏற்கவில்லை ({reason}). பிறகு மீண்டும் முயலுங்கள்.", // 861 adminProblemPushNotTaken
  "சந்தாவின் p256dh திறவுகோல் ஒரு P-256 பொதுத் திறவுகோலாக இருக்க வேண்டும் (65 bytes, base64url)", // 862 adminProblemPushP256dh
  "சந்தாவின் endpoint https போர்ட்டை (443) பயன்படுத்த வேண்டும்", // 863 adminProblemPushPort
  "சந்தாவின் endpoint தனிப்பட்ட அல்லது உள்ளூர் முகவரியாக இருக்கக்கூடாது", // 864 adminProblemPushPrivate
  "சோதனை அறிவிப்பு அனுப்பப்பட்டது. சிறிது நேரத்தில் இந்தச் சாதனத்தில் தெரியும்.", // 865 adminProblemPushTestSent
  "இந்த உலாவியின் புஷ் சேவையை அணுக முடியவில்லை. இணைப்பைச் சரிபாருங்கள், மீண்டும் முயலுங்கள்.", // 866 adminProblemPushUnreachable
  "bedrooms இவற்றில் ஒன்றாக இருக்க வேண்டும்: {choices}", // 867 adminProblemQueryBedrooms
  "package என்பது திட்டங்களில் உள்ள ஒரு பேக்கேஜின் பெயராக இருக்க வேண்டும்: {packages}", // 868 adminProblemQueryPackage
  "package-ஐ இப்போது பயன்படுத்த முடியாது: எந்தத் திட்டத்திலும் பேக்கேஜ் குறிப்பிடப்படவில்லை", // 869 adminProblemQueryPackageNone
  "plot இவற்றில் ஒன்றாக இருக்க வேண்டும்: {choices}", // 870 adminProblemQueryPlot
  "status என்பது completed, ongoing ஆகியவற்றில் ஒன்றாக இருக்க வேண்டும்", // 871 adminProblemQueryStatus
  "{code} மதிப்பு ₹10,000-க்கு மிகக்கூடாது", // 872 adminProblemRateMax
  "{code} மதிப்பு ₹0-ஐ விட அதிகமாக இருக்க வேண்டும்; {code}-ஐ மறைக்க காலியாக விடுங்கள்", // 873 adminProblemRatePositive
  "{code} மதிப்பு ரூபாயில் ஒரு எண்ணாக இருக்க வேண்டும்; {code}-ஐ மறைக்க காலியாக விடுங்கள்", // 874 adminProblemRateRupees
  "நாணய மதிப்புகளைச் சேருங்கள்", // 875 adminProblemRatesRequired
  "மதிப்பு வைத்த தேதி சரியான தேதியாக இருக்க வேண்டும்", // 876 adminProblemRatesSetOn
  "ரேட்டிங் 0 முதல் 5 வரையிலான எண்ணாக இருக்க வேண்டும், எ.கா. 4.8", // 877 adminProblemRatingRange
  "ரேட்டிங் உரையாக இருக்க வேண்டும்", // 878 adminProblemRatingText
  "கோரிக்கை முழுமையாக இல்லை", // 879 adminProblemRequestIncomplete
  "கோரிக்கை வந்து சேர அதிக நேரம் ஆனது.", // 880 adminProblemRequestTooSlow
  "கோரிக்கையைப் படிக்க முடியவில்லை.", // 881 adminProblemRequestUnreadable
  "requireSecondStep என்பது true அல்லது false ஆக இருக்க வேண்டும்", // 882 adminProblemRequireTrueFalse
  "எல்லாக் கணக்குகளுக்கும் இரண்டாம் படியை இணையதள உரிமையாளர் கட்டாயமாக்கியுள்ளார், எனவே இது இயக்கத்திலேயே இருக்கும்.", // 883 adminProblemRequiredByOwner
  "இந்த இணைப்பின் காலம் முடிந்துவிட்டது அல்லது ஏற்கெனவே பயன்படுத்தப்பட்டது. புதிய ஒன்றைக் கேளுங்கள்.", // 884 adminProblemResetGone
  "உங்கள் இணைப்பிலிருந்து புதிய கடவுச்சொல்லுக்கு அதிகமான கோரிக்கைகள் வந்துள்ளன. ஒரு மணி நேரம் கழித்து மீண்டும் முயலுங்கள்.", // 885 adminProblemResetTooMany
  "மீட்டெடுக்கப்பட்டது", // 886 adminProblemRestored
  "விமர்சனங்களின் எண்ணிக்கை உரையாக இருக்க வேண்டும்", // 887 adminProblemReviewsText
  "விமர்சனங்களின் எண்ணிக்கை முழு எண்ணாக இருக்க வேண்டும்", // 888 adminProblemReviewsWhole
  "உங்கள் பங்குக்கு (எடிட்டர்) இதற்கு அனுமதி இல்லை. தேவைப்பட்டால் இணையதள உரிமையாளரிடம் கேளுங்கள்.", // 889 adminProblemRoleEditor
  "உங்கள் பங்குக்கு (உரிமையாளர்) இதற்கு அனுமதி இல்லை. தேவைப்பட்டால் இணையதள உரிமையாளரிடம் கேளுங்கள்.", // 890 adminProblemRoleOwner
  "உங்கள் பங்குக்கு (விற்பனை) இதற்கு அனுமதி இல்லை. தேவைப்பட்டால் இணையதள உரிமையாளரிடம் கேளுங்கள்.", // 891 adminProblemRoleSales
  "பகுதியின் உள்ளடக்கத்தை content என்ற புலத்தில் JSON ஆக அனுப்புங்கள்", // 892 adminProblemSectionContentField
  "ஒரு சேவையைத் தேர்வுசெய்யுங்கள்", // 893 adminProblemSelectService
  "{field} ஆக அதிகபட்சம் {max} கோப்புகள் மட்டும் அனுப்புங்கள்.", // 894 adminProblemSendFilesMany
  "{field} ஆக அதிகபட்சம் {max} கோப்பு மட்டும் அனுப்புங்கள்.", // 895 adminProblemSendFilesOne
  "JSON அனுப்புங்கள்.", // 896 adminProblemSendJson
  "படிவத்தை multipart/form-data ஆக அனுப்புங்கள்.", // 897 adminProblemSendMultipart
  "role அல்லது disabled-ஐ அனுப்புங்கள்", // 898 adminProblemSendRoleOrDisabled
  "பகுதியின் உள்ளடக்கத்தை அனுப்புங்கள்", // 899 adminProblemSendSectionContent
  "ஒரு நிலையையோ பின்தொடர்வு தேதியையோ அனுப்புங்கள்", // 900 adminProblemSendStatusOrFollowUp
  "உங்கள் அமர்வு முடிந்துவிட்டது. மீண்டும் உள்நுழையுங்கள்.", // 901 adminProblemSessionEndedSignIn
  "அந்த அமர்வு ஏற்கெனவே முடிந்துவிட்டது", // 902 adminProblemSessionGone
  "முடிக்க ஒரு ஆதென்டிகேட்டர் ஆப்பை அமையுங்கள்.", // 903 adminProblemSetUpAppToFinish
  "உள்நுழைவை முடிக்க ஒரு ஆதென்டிகேட்டர் ஆப்பை அமையுங்கள்.", // 904 adminProblemSetUpAppToSignIn
  "எங்களைப் பற்றி பக்கத்தில் ஒரு படத்தைச் சேருங்கள்", // 905 adminProblemSetupAbout
  "உங்கள் கதைக்கு அருகில் இன்னும் ஒரு மாதிரிப் படமே உள்ளது: உங்கள் குழுவின் அல்லது அலுவலகத்தின் ஒரு படத்தைச் சேருங்கள்.", // 906 adminProblemSetupAboutDemo
  "உங்கள் கதைக்கு அருகில் உங்கள் குழுவின் அல்லது அலுவலகத்தின் ஒரு படம்.", // 907 adminProblemSetupAboutPhoto
  "இணையதளத்தில் உங்கள் அலுவலக முகவரியைச் சேருங்கள்", // 908 adminProblemSetupAddress
  "அடிப்பகுதி, தொடர்பு பக்கம், வரைபடம் ஆகியவை இன்னும் மாதிரி முகவரியையே காட்டுகின்றன.", // 909 adminProblemSetupAddressDetail
  "இணையதளத்தில் உங்கள் மின்னஞ்சல் முகவரியைச் சேருங்கள்", // 910 adminProblemSetupEmail
  "தொடர்பு பக்கம் இன்னும் info@example.com-ஐயே காட்டுகிறது.", // 911 adminProblemSetupEmailDetail
  "முகப்புப் பக்கத்தில் உங்கள் பணியின் ஒரு படத்தைச் சேருங்கள்", // 912 adminProblemSetupHero
  "பார்வையாளர்கள் முதலில் பார்ப்பது இன்னும் ஒரு மாதிரிப் படமே.", // 913 adminProblemSetupHeroDemo
  "பார்வையாளர்கள் முதலில் பார்ப்பது இன்னும் ஒரு வரைபடமே.", // 914 adminProblemSetupHeroDrawing
  "இணையதளத்தில் உங்கள் தொலைபேசி எண்ணைச் சேருங்கள்", // 915 adminProblemSetupPhone
  "ஒவ்வொரு பக்கத்தின் அழைப்புப் பொத்தானும் இன்னும் மாதிரி எண்ணான +91 90000 00000-ஐயே அழைக்கிறது.", // 916 adminProblemSetupPhoneDetail
  "உங்கள் ரேட்டிங்கையும் விமர்சனங்களைப் படிக்கும் இடத்தையும் காட்டுங்கள்", // 917 adminProblemSetupRating
  "5-க்கு உங்கள் ரேட்டிங், விமர்சனங்களின் எண்ணிக்கை, அவற்றுக்கான இணைப்பு (Google, Facebook…).", // 918 adminProblemSetupRatingDetail
  "உங்கள் பதிவுகளைக் காட்டுங்கள்", // 919 adminProblemSetupRegistrations
  "உங்கள் GSTIN, RERA, உரிமம் அல்லது சான்றிதழ் எண்கள், அடிப்பகுதியிலும் எங்களைப் பற்றி பக்கத்திலும்.", // 920 adminProblemSetupRegistrationsDetail
  "உங்கள் சேவைகளுக்குப் படங்களைச் சேருங்கள்", // 921 adminProblemSetupServices
  "{total} சேவைகளில் {count} இன்னும் மாதிரிப் படத்தையே காட்டுகின்றன.", // 922 adminProblemSetupServicesDemo
  "{total} சேவைகளில் {count} இன்னும் வரைபடத்தையே காட்டுகின்றன.", // 923 adminProblemSetupServicesDrawing
  "{total} சேவைகளில் {count} இன்னும் வரைபடத்தையோ மாதிரிப் படத்தையோ காட்டுகின்றன.", // 924 adminProblemSetupServicesMixed
  "சமூக ஊடக இணைப்புகளைச் சேருங்கள்", // 925 adminProblemSetupSocial
  "இணைப்பு சேர்த்ததும் அவற்றின் ஐகான்கள் அடிப்பகுதியில் தெரியும்.", // 926 adminProblemSetupSocialDetail
  "உங்கள் குழுவின் படங்களைச் சேருங்கள்", // 927 adminProblemSetupTeam
  "எங்களைப் பற்றி பக்கத்தில் உள்ள {total} பேரில் {count} பேருக்கு இன்னும் பெயரின் முதலெழுத்துகளே தெரிகின்றன.", // 928 adminProblemSetupTeamDetail
  "உங்கள் உத்தரவாதத்தையும் கட்டண நிலைகளையும் அமையுங்கள்", // 929 adminProblemSetupWarranty
  "பேக்கேஜ்களின் உத்தரவாதங்களும் மதிப்பீட்டுக் கருவி காட்டும் நிலை வாரியான கட்டணங்களும் இன்னும் மாதிரிகளே.", // 930 adminProblemSetupWarrantyDetail
  "உங்கள் வாட்ஸ்அப் எண்ணை அமையுங்கள்", // 931 adminProblemSetupWhatsApp
  "வாட்ஸ்அப் பொத்தான்கள் இன்னும் மாதிரி எண்ணுடனான உரையாடலையே திறக்கின்றன.", // 932 adminProblemSetupWhatsAppDetail
  "sha256 என்பது 64 ஹெக்ஸாடெசிமல் இலக்கங்களாக இருக்க வேண்டும்", // 933 adminProblemSha256Digits
  "sha256 உரையாக இருக்க வேண்டும்", // 934 adminProblemSha256Text
  "சர்வர் நிறுத்தப்படுகிறது.", // 935 adminProblemShuttingDown
  "பலமுறை உள்நுழைய முயன்றுவிட்டீர்கள். {minutes} நிமிடங்கள் கழித்து மீண்டும் முயலுங்கள்.", // 936 adminProblemSignInAttemptsMany
  "பலமுறை உள்நுழைய முயன்றுவிட்டீர்கள். {minutes} நிமிடம் கழித்து மீண்டும் முயலுங்கள்.", // 937 adminProblemSignInAttemptsOne
  "உள்நுழைவு முழுமையடையவில்லை", // 938 adminProblemSignInIncomplete
  "தொடர உள்நுழையுங்கள்.", // 939 adminProblemSignInToContinue
  "ஒரே நேரத்தில் அதிகமான உள்நுழைவுகள். ஒரு நிமிடம் கழித்து மீண்டும் முயலுங்கள்.", // 940 adminProblemSignInsAtOnce
  "இப்போது பல உள்நுழைவுகள் சரிபார்க்கப்படுகின்றன. சிறிது நேரத்தில் மீண்டும் முயலுங்கள்.", // 941 adminProblemSignInsBusy
  "வெளியேறிவிட்டீர்கள்", // 942 adminProblemSignedOut
  "அங்கிருந்து வெளியேற்றப்பட்டது", // 943 adminProblemSignedOutThere
  "இந்த URL-ஐ ஏற்கெனவே {owner} பயன்படுத்துகிறது; வேறொன்றைத் தேர்வுசெய்யுங்கள்", // 944 adminProblemSlugTaken
  "சமூக ஊடக இணைப்புகளைச் சேருங்கள்", // 945 adminProblemSocialRequired
  "மீண்டும் தொடங்குங்கள்: முதலில் ஆப்பைச் சேருங்கள்.", // 946 adminProblemStartAgain
  "நிலை இவற்றில் ஒன்றாக இருக்க வேண்டும்: {statuses}", // 947 adminProblemStatusOneOf
  "டெம்ப்ளேட்டின் பெயரையும் உரையையும் அனுப்புங்கள்", // 948 adminProblemTemplateBody
  "டெம்ப்ளேட் நீக்கப்பட்டது", // 949 adminProblemTemplateDeleted
  "டெம்ப்ளேட்டுக்கு ஒரு பெயர் கொடுங்கள்", // 950 adminProblemTemplateName
  "டெம்ப்ளேட்டின் பெயர் ஒரே வரியாக இருக்க வேண்டும்", // 951 adminProblemTemplateNameLine
  "டெம்ப்ளேட்டின் பெயர் 60 எழுத்துகளுக்கு மிகக்கூடாது", // 952 adminProblemTemplateNameMax
  "இந்தப் பெயரில் ஏற்கெனவே வேறொரு டெம்ப்ளேட் உள்ளது", // 953 adminProblemTemplateNameTaken
  "டெம்ப்ளேட் கிடைக்கவில்லை", // 954 adminProblemTemplateNotFound
  "{unknown} ஆகியவை பிளேஸ்ஹோல்டர்கள் அல்ல: {name}, {reference} அல்லது {company} பயன்படுத்துங்கள்", // 955 adminProblemTemplatePlaceholderMany
  "{unknown} என்று ஒரு பிளேஸ்ஹோல்டர் இல்லை: {name}, {reference} அல்லது {company} பயன்படுத்துங்கள்", // 956 adminProblemTemplatePlaceholderOne
  "டெம்ப்ளேட்டின் செய்தி {max} எழுத்துகளுக்கு மிகக்கூடாது", // 957 adminProblemTemplateTextMax
  "20 டெம்ப்ளேட்கள் வரை வைத்திருக்கலாம்: முதலில் இனி பயன்படுத்தாத ஒன்றை நீக்குங்கள்", // 958 adminProblemTemplateTooMany
  "texts என்பது புலப் பெயர்களும் அவற்றின் உரைகளும் கொண்ட object ஆக இருக்க வேண்டும்", // 959 adminProblemTextsObject
  "அவரது ஆதென்டிகேட்டர் ஆப் நிறுத்தப்பட்டது.", // 960 adminProblemTheirAppOff
  "இந்த உள்நுழைவின் நேரம் முடிந்துவிட்டது. மீண்டும் உள்நுழையுங்கள்.", // 961 adminProblemTicketGone
  "நேர மண்டலம் சரியாக இல்லை", // 962 adminProblemTimeZoneMalformed
  "தலைப்பை உள்ளிடுங்கள்", // 963 adminProblemTitleRequired
  "படிவத்தில் புலங்கள் அதிகம்: அதிகபட்சம் 200 ஏற்கப்படும்.", // 964 adminProblemTooManyFields
  "கோப்புகள் அதிகம்: ஒரே நேரத்தில் அதிகபட்சம் 30 படங்களை அனுப்பலாம்.", // 965 adminProblemTooManyFiles
  "படிவத்தில் பகுதிகள் அதிகம்: அதிகபட்சம் 400 ஏற்கப்படும்.", // 966 adminProblemTooManyParts
  "மொழிபெயர்ப்பு உரையாக இருக்க வேண்டும்", // 967 adminProblemTranslationText
  "முதலில் ஒரு ஆதென்டிகேட்டர் ஆப்பை இயக்குங்கள்.", // 968 adminProblemTurnOnAppFirst
  "நீங்கள் வெளியேற்றப்படாமல் இருக்க, முதலில் உங்கள் சொந்தக் கணக்கில் (உங்கள் கணக்கு) இரண்டு-படி உள்நுழைவை இயக்குங்கள்.", // 969 adminProblemTurnOnOwnFirst
  "எதிர்பாராத கோப்புப் புலம் \"{field}\"", // 970 adminProblemUnexpectedFile
  "முதலில் பதிவேற்றத்தை உருவாக்கி, பிறகு படத்தின் பைட்டுகளை PATCH மூலம் அனுப்புங்கள்.", // 971 adminProblemUploadBytesByPatch
  "பதிவேற்றம் ரத்துசெய்யப்பட்டது.", // 972 adminProblemUploadCancelled
  "இந்தப் படத்தின் பதிவேற்றம் காலாவதியானது அல்லது உங்களுடையது அல்ல. படத்தை மீண்டும் தேர்வுசெய்யுங்கள்.", // 973 adminProblemUploadGone
  "இந்தப் படம் மிக அதிகமான துண்டுகளாக வந்தது. அதை மீண்டும் தேர்வுசெய்யுங்கள்.", // 974 adminProblemUploadTooManyPieces
  "ஒரே நேரத்தில் மிக அதிகமான படங்கள் அனுப்பப்படுகின்றன. சில முடியும் வரை காத்திருந்து, பிறகு மீதியைச் சேருங்கள்.", // 975 adminProblemUploadsTooMany
  "URL-இல் எழுத்துகளோ இலக்கங்களோ இருக்க வேண்டும் (a முதல் z, 0 முதல் 9)", // 976 adminProblemUrlLetters
  "URL 200 எழுத்துகளுக்கு மிகக்கூடாது", // 977 adminProblemUrlMax
  "அந்தப் பதிப்பு இப்போது வைக்கப்படவில்லை", // 978 adminProblemVersionGone
  "பதிப்பு கிடைக்கவில்லை", // 979 adminProblemVersionNotFound
  "அன்று அலுவலகம் விடுமுறை: வேறு தேதியைத் தேர்வுசெய்யுங்கள்", // 980 adminProblemVisitClosed
  "வருகைக்கு ஒரு தேதியைத் தேர்வுசெய்யுங்கள்", // 981 adminProblemVisitDate
  "இன்று அல்லது அதற்குப் பிறகான ஒரு தேதியைத் தேர்வுசெய்யுங்கள்", // 982 adminProblemVisitFromToday
  "அந்த நேரம் கடந்துவிட்டது: பிந்தைய நேரத்தைத் தேர்வுசெய்யுங்கள்", // 983 adminProblemVisitPassed
  "வருகைக்கு ஒரு நேரத்தைத் தேர்வுசெய்யுங்கள்", // 984 adminProblemVisitTime
  "அடுத்த 90 நாட்களுக்குள் ஒரு தேதியைத் தேர்வுசெய்யுங்கள்", // 985 adminProblemVisitWithin
  "வருக", // 986 adminProblemWelcome
  "வாட்ஸ்அப் எண் 10 இலக்க மொபைல் எண்ணாக இருக்க வேண்டும், எ.கா. 98765 43210; வெளிநாட்டு எண் என்றால் + மற்றும் நாட்டுக் குறியீட்டுடன், எ.கா. +971 50 123 4567", // 987 adminProblemWhatsAppNumber
  "வாட்ஸ்அப் எண்ணை உள்ளிடுங்கள்", // 988 adminProblemWhatsAppRequired
  "{label} {min} முதல் {max} வரையிலான முழு எண்ணாக இருக்க வேண்டும்", // 989 adminProblemWholeNumber
  "செய்தியை எழுதுங்கள்", // 990 adminProblemWriteMessage
  "குறிப்பை எழுதுங்கள்", // 991 adminProblemWriteNote
  "அந்தக் குறியீடு சரியில்லை. ஆப்பை (அல்லது மீட்புக் குறியீட்டை) சரிபார்த்து மீண்டும் முயலுங்கள்.", // 992 adminProblemWrongCode
  "பல தவறான குறியீடுகள். {minutes} நிமிடங்கள் கழித்து மீண்டும் முயலுங்கள்.", // 993 adminProblemWrongCodesMany
  "பல தவறான குறியீடுகள். {minutes} நிமிடம் கழித்து மீண்டும் முயலுங்கள்.", // 994 adminProblemWrongCodesOne
  "நிறுவிய ஆண்டு சரியான ஆண்டாக இருக்க வேண்டும்", // 995 adminProblemYearFounded
  "ஆண்டு சரியான ஆண்டாக இருக்க வேண்டும்", // 996 adminProblemYearIsYear
  "ஏற்கெனவே சேர்ந்துவிட்டீர்களா? உங்கள் மின்னஞ்சல் முகவரியும் கடவுச்சொல்லும் கொண்டு உள்நுழையுங்கள்.", // 997 adminSignInAlreadyJoined
  "ஆதென்டிகேட்டர் ஆப்பைத் திறந்து, இந்த இணையதளத்துக்கு அது காட்டும் 6 இலக்கக் குறியீட்டை உள்ளிடுங்கள்.", // 998 adminSignInAppIntro
  "புதிய இணைப்பைக் கேள்", // 999 adminSignInAskNewLink
  "உள்நுழைவுக்குத் திரும்பு", // 1000 adminSignInBackToLogin
  "உங்கள் மின்னஞ்சலைப் பாருங்கள்", // 1001 adminSignInCheckEmail
  "சரிபார்க்கிறது...", // 1002 adminSignInChecking
  "அழைப்பைச் சரிபார்க்கிறது…", // 1003 adminSignInCheckingInvitation
  "இணைப்பைச் சரிபார்க்கிறது…", // 1004 adminSignInCheckingLink
  "ஒரு கடவுச்சொல்லைத் தேர்வு செய்யுங்கள்", // 1005 adminSignInChoosePassword
  "புதிய கடவுச்சொல்லை உறுதிசெய்", // 1006 adminSignInConfirmNewPassword
  "கடவுச்சொல்லை உறுதிசெய்", // 1007 adminSignInConfirmPassword
  "நகலெடுக்கப்பட்டது.", // 1008 adminSignInCopied
  "குறியீடுகளை நகலெடு", // 1009 adminSignInCopyCodes
  "மின்னஞ்சல் முகவரி", // 1010 adminSignInEmail
  "ஆப்பில் உள்ள 6 இலக்கக் குறியீட்டை உள்ளிடுங்கள்.", // 1011 adminSignInEnterAppCode
  "உங்கள் மின்னஞ்சல் முகவரியை உள்ளிடுங்கள்", // 1012 adminSignInEnterEmail
  "உங்கள் மீட்புக் குறியீடுகளில் ஒன்றை உள்ளிடுங்கள்.", // 1013 adminSignInEnterRecoveryCode
  "கடவுச்சொல்லை மறந்துவிட்டீர்களா?", // 1014 adminSignInForgotHeading
  "நீங்கள் உள்நுழையும் மின்னஞ்சல் முகவரியை உள்ளிடுங்கள்; புதிய கடவுச்சொல்லை அமைக்க ஓர் இணைப்பை அனுப்புவோம்.", // 1015 adminSignInForgotIntro
  "கடவுச்சொல் மறந்துவிட்டதா?", // 1016 adminSignInForgotLink
  "கடவுச்சொல் மறந்துவிட்டது", // 1017 adminSignInForgotTitle
  "உள்நுழைவுக்குச் செல்", // 1018 adminSignInGoToLogin
  "உள்நுழைவுப் பக்கத்துக்குச் செல்", // 1019 adminSignInGoToLoginPage
  "கடவுச்சொற்களை மறை", // 1020 adminSignInHidePasswords
  "இந்த இணைப்பு முழுமையாக இல்லை", // 1021 adminSignInIncompleteTitle
  "மின்னஞ்சல் அல்லது கடவுச்சொல் தவறு. மீண்டும் முயலுங்கள்.", // 1022 adminSignInInvalidLogin
  "இந்த அழைப்பின் காலம் முடிந்துவிட்டது அல்லது ஏற்கெனவே பயன்படுத்தப்பட்டது. புதிய அழைப்புக்கு இணையதள உரிமையாளரிடம் கேளுங்கள்.", // 1023 adminSignInInvitationGone
  "இந்த அழைப்பு இனி செயல்படாது", // 1024 adminSignInInvitationGoneTitle
  "அழைப்பு இணைப்பின் ஒரு பகுதி காணவில்லை. அது வந்த செய்தியிலிருந்து மீண்டும் திறங்கள், அல்லது முழுவதையும் நகலெடுத்து முகவரிப் பட்டியில் ஒட்டுங்கள்.", // 1025 adminSignInInvitationIncomplete
  "அழைப்பைச் சரிபார்க்க முடியவில்லை", // 1026 adminSignInInvitationUnchecked
  "{email} என்ற முகவரிக்கு நீங்கள் அழைக்கப்பட்டீர்கள். இந்த முகவரியைக் கொண்டுதான் உள்நுழைவீர்கள்.", // 1027 adminSignInInvitedAs
  "சேர்", // 1028 adminSignInJoin
  "{site} இணையதளக் குழுவில் {role} ஆகச் சேருங்கள்", // 1029 adminSignInJoinAs
  "சேர முடியவில்லை. மீண்டும் முயலுங்கள்.", // 1030 adminSignInJoinFailed
  "குழுவில் சேருங்கள்", // 1031 adminSignInJoinTitle
  "சேர்கிறது...", // 1032 adminSignInJoining
  "பத்திரப்படுத்திவிட்டேன்: தொடர்", // 1033 adminSignInKeptThem
  "இந்த இணைப்பு இனி செயல்படாது", // 1034 adminSignInLinkGoneTitle
  "இணைப்பின் ஒரு பகுதி காணவில்லை. உங்கள் மின்னஞ்சலிலிருந்து மீண்டும் திறங்கள், அல்லது முழுவதையும் நகலெடுத்து முகவரிப் பட்டியில் ஒட்டுங்கள்.", // 1035 adminSignInLinkIncomplete
  "அந்த முகவரியில் ஒரு கணக்கு இருந்தால், புதிய கடவுச்சொல்லை அமைக்கும் இணைப்பு அனுப்பப்படுகிறது.", // 1036 adminSignInLinkOnItsWay
  "இணைப்பைச் சரிபார்க்க முடியவில்லை", // 1037 adminSignInLinkUnchecked
  "உள்நுழைகிறது...", // 1038 adminSignInLoggingIn
  "உள்நுழைவு", // 1039 adminSignInLoginTitle
  "தொலைபேசி தொலைந்ததா? மீட்புக் குறியீட்டைப் பயன்படுத்து", // 1040 adminSignInLostPhone
  "{site} இணையதளத்தை நிர்வகிக்க உள்நுழையுங்கள்.", // 1041 adminSignInManage
  "குழுவின் மற்றவர்கள் பார்க்கும் பெயர்.", // 1042 adminSignInNameHint
  "உங்கள் பெயர் தேவை", // 1043 adminSignInNameRequired
  "பெயர் 80 எழுத்துகளுக்குள் இருக்கட்டும்", // 1044 adminSignInNameTooLong
  "புதிய கடவுச்சொல்", // 1045 adminSignInNewPassword
  "இந்த இணையதளத்திலிருந்து மின்னஞ்சல் அனுப்ப முடியாது, எனவே இணைப்பு எதுவும் அனுப்பப்படவில்லை. இணையதள உரிமையாளரிடம் கேளுங்கள்: நிர்வாகப் பகுதியில் கணக்குகள் என்பதில், எந்தக் கணக்குக்கும் புதிய கடவுச்சொல் அமைக்கும் இணைப்பை அவர் உருவாக்கலாம்.", // 1046 adminSignInNoMailText
  "இந்த இணையதளத்தால் மின்னஞ்சல் அனுப்ப முடியாது", // 1047 adminSignInNoMailTitle
  "பாஸ்கீ பயன்படுத்தப்படவில்லை. மீண்டும் முயலுங்கள், அல்லது கடவுச்சொல்லுடன் உள்நுழையுங்கள்.", // 1048 adminSignInNoPasskeyUsed
  "சில நிமிடங்கள் ஆகியும் எதுவும் வரவில்லையா? ஸ்பேம் கோப்புறையைப் பாருங்கள், அல்லது மீண்டும் கேளுங்கள்.", // 1049 adminSignInNothingYet
  "இந்தத் தொலைபேசியில்: ஆதென்டிகேட்டர் ஆப்பைத் திற", // 1050 adminSignInOpenApp
  "எல்லாக் கணக்குகளுக்கும் இரண்டாம் படி வேண்டும் என இணையதள உரிமையாளர் கேட்கிறார். இந்த இணையதளத்தை ஒரு ஆதென்டிகேட்டர் ஆப்பில் சேருங்கள் (Google Authenticator, Microsoft Authenticator, 1Password…):", // 1051 adminSignInOwnerAsks
  "கடவுச்சொல்", // 1052 adminSignInPassword
  "குறைந்தது {count} எழுத்துகள். நினைவில் நிற்கும் சில சொற்களைச் சேர்த்தால் நல்ல கடவுச்சொல் ஆகும்.", // 1053 adminSignInPasswordHint
  "கடவுச்சொல் அமைக்கப்படவில்லை. மீண்டும் முயலுங்கள்.", // 1054 adminSignInPasswordNotSet
  "புதிய கடவுச்சொல் அமைக்கப்பட்டது. அதைக் கொண்டு உள்நுழையுங்கள்.", // 1055 adminSignInPasswordSet
  "குறைந்தது {count} எழுத்துகள் வேண்டும்", // 1056 adminSignInPasswordTooShort
  "இரண்டு கடவுச்சொற்களும் ஒன்றாக இல்லை", // 1057 adminSignInPasswordsDiffer
  "உங்கள் சாவியைத் தயாரிக்கிறது…", // 1058 adminSignInPreparingKey
  "ஆதென்டிகேட்டர் ஆப் மூலம் ஸ்கேன் செய்ய QR குறியீடு", // 1059 adminSignInQrAlt
  "மீட்புக் குறியீடு", // 1060 adminSignInRecoveryCode
  "மீட்புக் குறியீடுகள்", // 1061 adminSignInRecoveryCodes
  "இரண்டு-படி உள்நுழைவை இயக்கியபோது பத்திரப்படுத்திய மீட்புக் குறியீடுகளில் ஒன்றை உள்ளிடுங்கள்.", // 1062 adminSignInRecoveryIntro
  "தொலைபேசி தொலைந்தால், ஆப்புக்குப் பதிலாக இந்தக் குறியீடுகள் ஒவ்வொன்றும் ஒருமுறை உள்நுழைய உதவும். தொலைபேசியிலிருந்து தனியாக, பாதுகாப்பான இடத்தில் வைத்திருங்கள்: இவை இப்போது மட்டுமே காட்டப்படும்.", // 1063 adminSignInRecoveryText
  "உங்கள் மீட்புக் குறியீடுகள்", // 1064 adminSignInRecoveryTitle
  "இந்த இணைப்பின் காலம் முடிந்துவிட்டது அல்லது ஏற்கெனவே பயன்படுத்தப்பட்டது. புதிய ஒன்றைக் கேளுங்கள்.", // 1065 adminSignInResetGone
  "{email}-க்குப் புதிய கடவுச்சொல்லை அமையுங்கள். பிறகு அதைக் கொண்டு உள்நுழைவீர்கள்; உள்நுழைந்திருக்கும் எல்லா சாதனங்களும் வெளியேற்றப்படும், உங்கள் பாஸ்கீகள் நீக்கப்படும் (உங்கள் கணக்கு பக்கத்திலிருந்து மீண்டும் சேர்க்கலாம்).", // 1066 adminSignInResetIntro
  "புதிய கடவுச்சொல்லை அமை", // 1067 adminSignInResetTitle
  "சேமிக்கிறது...", // 1068 adminSignInSaving
  "மேலே உள்ள குறியீடுகளைத் தேர்ந்தெடுத்து நகலெடுங்கள்.", // 1069 adminSignInSelectCodes
  "இணைப்பை அனுப்பு", // 1070 adminSignInSendLink
  "அனுப்புகிறது...", // 1071 adminSignInSending
  "இது உள்நுழைந்திருக்கும் எல்லா சாதனங்களையும் வெளியேற்றும்.", // 1072 adminSignInServerSignsOut
  "அங்கே, இணையதளத்தின் கோப்புறையில், இந்தக் கட்டளையைக் கொண்டும் கடவுச்சொல்லை அமைக்கலாம்:", // 1073 adminSignInServerText
  "இணையதளத்தின் சர்வரைக் கவனிப்பவருக்கு", // 1074 adminSignInServerTitle
  "புதிய கடவுச்சொல்லை அமை", // 1075 adminSignInSetPassword
  "கடவுச்சொற்களைக் காட்டு", // 1076 adminSignInShowPasswords
  "உள்நுழை", // 1077 adminSignInSignIn
  "மீண்டும் உள்நுழை", // 1078 adminSignInSignInAgain
  "6 இலக்கக் குறியீடு", // 1079 adminSignInSixDigitCode
  "ஏதோ தவறு நடந்துவிட்டது. மீண்டும் முயலுங்கள்.", // 1080 adminSignInSomethingWrong
  "முதலில் உங்கள் மின்னஞ்சல் முகவரியும் கடவுச்சொல்லும் கொண்டு உள்நுழையுங்கள்.", // 1081 adminSignInStartWithPassword
  "இந்த", // 1082 adminSignInTheSite
  "பிறகு ஆப் காட்டும் 6 இலக்கக் குறியீட்டை உள்ளிடுங்கள்.", // 1083 adminSignInThenEnterCode
  "பலமுறை உள்நுழைய முயன்றுவிட்டீர்கள். சில நிமிடங்கள் காத்திருந்து மீண்டும் முயலுங்கள்.", // 1084 adminSignInTooManyAttempts
  "பலமுறை உள்நுழைய முயன்றுவிட்டீர்கள். {count} நிமிடங்கள் காத்திருந்து மீண்டும் முயலுங்கள்.", // 1085 adminSignInTooManyAttemptsMany
  "பலமுறை உள்நுழைய முயன்றுவிட்டீர்கள். {count} நிமிடம் காத்திருந்து மீண்டும் முயலுங்கள்.", // 1086 adminSignInTooManyAttemptsOne
  "அதிகமான கோரிக்கைகள். சிறிது நேரம் காத்திருந்து மீண்டும் முயலுங்கள்.", // 1087 adminSignInTooManyRequests
  "அதிகமான கோரிக்கைகள். {count} நிமிடங்கள் காத்திருந்து மீண்டும் முயலுங்கள்.", // 1088 adminSignInTooManyRequestsMany
  "அதிகமான கோரிக்கைகள். {count} நிமிடம் காத்திருந்து மீண்டும் முயலுங்கள்.", // 1089 adminSignInTooManyRequestsOne
  "மீண்டும் முயலுங்கள்", // 1090 adminSignInTryAgain
  "இரண்டு-படி உள்நுழைவு", // 1091 adminSignInTwoStepTitle
  "அல்லது இந்தச் சாவியை ஆப்பில் தட்டச்சு செய்யுங்கள்:", // 1092 adminSignInTypeKey
  "பதிலாக ஆதென்டிகேட்டர் ஆப்பைப் பயன்படுத்து", // 1093 adminSignInUseApp
  "பாஸ்கீ பயன்படுத்து", // 1094 adminSignInUsePasskey
  "சரிபார்", // 1095 adminSignInVerify
  "உங்கள் பாஸ்கீக்காகக் காத்திருக்கிறது...", // 1096 adminSignInWaitingPasskey
  "மீண்டும் வருக", // 1097 adminSignInWelcome
  "உங்கள் பெயர்", // 1098 adminSignInYourName
  "நீங்கள் யார்: எங்களைப் பற்றி பக்கத்தின் கதை, மைல்கற்கள், பார்வையாளர்கள் சந்திக்கப்போகும் நபர்கள்.", // 1099 adminSiteAboutIntro
  "குழு உறுப்பினர்", // 1100 adminSiteAboutMember
  "குழு உறுப்பினர்கள்", // 1101 adminSiteAboutMemberMany
  "குழு உறுப்பினர் {n}", // 1102 adminSiteAboutMemberNumbered
  "தகுதி", // 1103 adminSiteAboutMemberQualification
  "மைல்கல்", // 1104 adminSiteAboutMilestone
  "மைல்கற்கள்", // 1105 adminSiteAboutMilestoneMany
  "மைல்கல் {n}", // 1106 adminSiteAboutMilestoneNumbered
  "மைல்கல் உரை", // 1107 adminSiteAboutMilestoneText
  "மைல்கல்", // 1108 adminSiteAboutMilestoneTitle
  "ஆண்டு", // 1109 adminSiteAboutMilestoneYear
  "நோக்கம்", // 1110 adminSiteAboutMission
  "எங்களைப் பற்றிய படம்", // 1111 adminSiteAboutPhoto
  "வேலையில் உங்கள் குழு, அல்லது உங்கள் அலுவலகம்; கதைக்கு அருகில் காட்டப்படும்.", // 1112 adminSiteAboutPhotoHint
  "கதை மட்டும் தெரியும்.", // 1113 adminSiteAboutPhotoNone
  "எங்கள் கதை", // 1114 adminSiteAboutStory
  "பத்திகளுக்கு இடையே ஒரு வெற்று வரி (6 வரை).", // 1115 adminSiteAboutStoryHint
  "குழு", // 1116 adminSiteAboutTeam
  "எங்களைப் பற்றி பக்கத்தில் உள்ள நபர்கள்; படம் இல்லையென்றால் பெயரின் முதலெழுத்துகள் தெரியும்.", // 1117 adminSiteAboutTeamHint
  "காலவரிசை", // 1118 adminSiteAboutTimeline
  "எங்களைப் பற்றி பக்கம் காட்டும் வரிசையில் மைல்கற்கள்.", // 1119 adminSiteAboutTimelineHint
  "தொலைநோக்கு", // 1120 adminSiteAboutVision
  "பதில்", // 1121 adminSiteAbroadAnswer
  "அழைக்கும் நேரத்தின் கீழ் உள்ள குறிப்பு", // 1122 adminSiteAbroadCallNote
  "அந்த நேரத்தில் அழைக்க முடியாத பார்வையாளர்களுக்கு. எதுவும் காட்ட வேண்டாமெனில் காலியாக விடுங்கள்.", // 1123 adminSiteAbroadCallNoteHint
  "அழைக்கும் நேரம்", // 1124 adminSiteAbroadCallTimes
  "வளைகுடா நேரத்தில் உள்ள அலுவலக நேரத்தின் கீழ்.", // 1125 adminSiteAbroadCallTimesHint
  "UAE, சவுதி அரேபியா, கத்தார், ஓமன், குவைத், பஹ்ரைன் ஆகிய நாடுகளிலிருந்து வீடு கட்டும் குடும்பங்களுக்கான பக்கம்: அவர்கள் தொலைவில் இருக்கும்போது நீங்கள் அவர்களுடன் எப்படி வேலை செய்கிறீர்கள். அழைக்க வேண்டிய நேரம் உங்கள் அலுவலக நேரம் (நிறுவன விவரங்கள்), வளைகுடா நேரத்தில் காட்டப்படும்.", // 1126 adminSiteAbroadIntro
  "வெளிநாட்டில் உள்ள ஒரு குடும்பத்துக்காக நீங்கள் கட்டிய வீடு; விஷயங்களுக்கு மேலே காட்டப்படும்.", // 1127 adminSiteAbroadPhotoHint
  "பக்கத்தில் படம் இருக்காது.", // 1128 adminSiteAbroadPhotoNone
  "கேள்வி", // 1129 adminSiteAbroadQuestion
  "கேள்விகள்", // 1130 adminSiteAbroadQuestionMany
  "கேள்வி {n}", // 1131 adminSiteAbroadQuestionNumbered
  "கேள்வி", // 1132 adminSiteAbroadQuestionText
  "கேள்விகள்", // 1133 adminSiteAbroadQuestions
  "கேள்விகளும் பதில்களும், ஒவ்வொன்றும் தட்டினால் திறக்கும். எதுவும் காட்ட வேண்டாமெனில் பட்டியலைக் காலியாக விடுங்கள்.", // 1134 adminSiteAbroadQuestionsHint
  "பக்கத்தின் மேல் பகுதி", // 1135 adminSiteAbroadTop
  "விஷயம்", // 1136 adminSiteAbroadTopic
  "விஷயங்கள்", // 1137 adminSiteAbroadTopicMany
  "விஷயம் {n}", // 1138 adminSiteAbroadTopicNumbered
  "விஷயங்கள்", // 1139 adminSiteAbroadTopics
  "வெளிநாட்டில் உள்ள குடும்பம் தெரிந்துகொள்ள வேண்டியவை, பக்கம் காட்டும் வரிசையில்.", // 1140 adminSiteAbroadTopicsHint
  "டாஷ்போர்டுக்குத் திரும்பு", // 1141 adminSiteBackToDashboard
  "முகவரி", // 1142 adminSiteCompanyAddress
  "கட்டடம், தெரு, ஒவ்வொன்றும் ஒரு வரியில் (4 வரிகள் வரை).", // 1143 adminSiteCompanyAddressHint
  "சான்றிதழ்", // 1144 adminSiteCompanyCertification
  "நகரம்", // 1145 adminSiteCompanyCity
  "தொடர்பு", // 1146 adminSiteCompanyContact
  "ஒவ்வொரு பக்கத்திலும் உள்ள அழைப்பு, வாட்ஸ்அப் பொத்தான்கள் இந்த எண்களைப் பயன்படுத்துகின்றன.", // 1147 adminSiteCompanyContactHint
  "டெவலப்பர் குறிப்பு", // 1148 adminSiteCompanyCredit
  "இணையதளத்தை உருவாக்கியவரின் பெயரைச் சொல்லும், ஒவ்வொரு பக்கத்தின் அடியிலும் உள்ள வரி.", // 1149 adminSiteCompanyCreditHint
  "டெவலப்பர் இணைப்பு", // 1150 adminSiteCompanyCreditUrl
  "மின்னஞ்சல்", // 1151 adminSiteCompanyEmail
  "பார்வையாளர்கள் உங்களுக்கு எழுதும் முகவரி.", // 1152 adminSiteCompanyEmailHint
  "Facebook இணைப்பு", // 1153 adminSiteCompanyFacebook
  "எண்ணிக்கைகள்", // 1154 adminSiteCompanyFigures
  "முகப்பு, எங்களைப் பற்றி பக்கங்கள் சொல்லும் எண்ணிக்கைகள், தேடுபொறிகளுக்குச் சொல்லப்படும் தொடக்க விலை.", // 1155 adminSiteCompanyFiguresHint
  "தொடங்கிய ஆண்டு", // 1156 adminSiteCompanyFounded
  "அனுபவ ஆண்டுகள் இதிலிருந்து கணக்கிடப்படும், அதனால் ஒவ்வொரு ஆண்டும் சரியாக இருக்கும்.", // 1157 adminSiteCompanyFoundedHint
  "நிறுவனம்", // 1158 adminSiteCompanyGroup
  "அலுவலக நேரம்", // 1159 adminSiteCompanyHours
  "தொடர்பு பக்கத்திலும் அடிப்பகுதியிலும் தெரியும்; ஒரே நேரம் உள்ள நாட்கள் ஒரே வரியாக எழுதப்படும்.", // 1160 adminSiteCompanyHoursHint
  "Instagram இணைப்பு", // 1161 adminSiteCompanyInstagram
  "உங்கள் பெயர், எண்கள், முகவரி ஒவ்வொரு பக்கத்திலும், அழைப்பு, வாட்ஸ்அப் பொத்தான்களிலும், தேடுபொறிகள் படிப்பதிலும் வரும்.", // 1162 adminSiteCompanyIntro
  "LinkedIn இணைப்பு", // 1163 adminSiteCompanyLinkedin
  "லோகோ", // 1164 adminSiteCompanyLogo
  "SVG, அல்லது பின்னணி இல்லாத (transparent) PNG சிறந்தது: மேல் பட்டையிலும், அடிப்பகுதியிலும், உலாவி டேபிலும், பக்கம் பகிரப்படும்போதும், தேடுபொறிகளுக்கும் காட்டப்படும்.", // 1165 adminSiteCompanyLogoHint
  "இணையதளம் உங்கள் பெயருக்கு அருகில் ஒரு வீட்டுக் குறியைக் காட்டும்.", // 1166 adminSiteCompanyLogoNone
  "வரைபடம்", // 1167 adminSiteCompanyMap
  "வரைபட எம்பெட் இணைப்பு", // 1168 adminSiteCompanyMapEmbed
  "Google Maps-இல்: Share, பிறகு 'Embed a map', பின் HTML-ஐ நகலெடுங்கள். OpenStreetMap-இல்: Share, பிறகு HTML. அதை முழுவதுமாக ஒட்டுங்கள்; இணைப்பு அதிலிருந்து எடுக்கப்படும்.", // 1169 adminSiteCompanyMapHint
  "வரைபட இணைப்பு", // 1170 adminSiteCompanyMapOpen
  "'Open in Maps' திறக்கும் இணைப்பு: உங்கள் அலுவலக இடத்தின் Share இணைப்பு.", // 1171 adminSiteCompanyMapOpenHint
  "நிறுவனத்தின் பெயர்", // 1172 adminSiteCompanyName
  "மேல் பட்டையிலும், அடிப்பகுதியிலும், உலாவி டேபிலும் தெரியும்.", // 1173 adminSiteCompanyNameHint
  "தொலைபேசி", // 1174 adminSiteCompanyPhone
  "உங்கள் 10 இலக்க எண், எ.கா. 98765 43210: +91 தானாகச் சேர்க்கப்படும்.", // 1175 adminSiteCompanyPhoneHint
  "பின் கோடு", // 1176 adminSiteCompanyPostalCode
  "முடித்த திட்டங்கள்", // 1177 adminSiteCompanyProjects
  "ரேட்டிங்", // 1178 adminSiteCompanyRating
  "பார்வையாளர்கள் சரிபார்க்கக்கூடிய இடத்தில் (Google, Facebook…) உங்கள் வாடிக்கையாளர்களின் ரேட்டிங்: விமர்சனங்களுக்கான இணைப்புடன் முகப்பு, எங்களைப் பற்றி பக்கங்களில் தெரியும்.", // 1179 adminSiteCompanyRatingHint
  "ரேட்டிங் (5-க்கு)", // 1180 adminSiteCompanyRatingValue
  "மாநிலம்", // 1181 adminSiteCompanyRegion
  "பதிவு", // 1182 adminSiteCompanyRegistration
  "பதிவுகள்", // 1183 adminSiteCompanyRegistrationMany
  "பதிவின் பெயர்", // 1184 adminSiteCompanyRegistrationName
  "பதிவு எண்", // 1185 adminSiteCompanyRegistrationNumber
  "பதிவு {n}", // 1186 adminSiteCompanyRegistrationNumbered
  "பதிவுகள்", // 1187 adminSiteCompanyRegistrations
  "நம்பகத்தன்மைக்காக அடிப்பகுதியில் தெரியும்: உங்கள் GSTIN, ISO 9001 சான்றிதழ் எண், RERA எண்.", // 1188 adminSiteCompanyRegistrationsHint
  "விமர்சனங்களின் எண்ணிக்கை", // 1189 adminSiteCompanyReviewCount
  "விமர்சனங்கள் உள்ள இடம்", // 1190 adminSiteCompanyReviewSource
  "விமர்சன இணைப்பு", // 1191 adminSiteCompanyReviewUrl
  "வாடிக்கையாளர் திருப்தி", // 1192 adminSiteCompanySatisfaction
  "சமூக ஊடக இணைப்புகள்", // 1193 adminSiteCompanySocial
  "இணைப்பு கொடுத்தவற்றுக்கு மட்டும் ஐகான் தெரியும். ஐகானை மறைக்க புலத்தைக் காலியாக விடுங்கள்.", // 1194 adminSiteCompanySocialHint
  "தொடக்க விலை", // 1195 adminSiteCompanyStartingPrice
  "தொடக்க விலையின் அலகு", // 1196 adminSiteCompanyStartingPriceUnit
  "நிறுவனத்தைப் பற்றி", // 1197 adminSiteCompanySummary
  "அடிப்பகுதியில் பெயருக்குக் கீழே ஓரிரு வாக்கியங்கள்; தேடுபொறிகளுக்குத் தரப்படும் விவரமும் இதுவே.", // 1198 adminSiteCompanySummaryHint
  "டேக்லைன்", // 1199 adminSiteCompanyTagline
  "அடிப்பகுதியில் பெயருக்குக் கீழே ஒரு வரி.", // 1200 adminSiteCompanyTaglineHint
  "குழு உறுப்பினர்கள்", // 1201 adminSiteCompanyTeamMembers
  "YouTube இணைப்பு", // 1202 adminSiteCompanyYoutube
  "UAE திர்ஹம்", // 1203 adminSiteCurrencyAed
  "பஹ்ரைன் தினார்", // 1204 adminSiteCurrencyBhd
  "குவைத் தினார்", // 1205 adminSiteCurrencyKwd
  "ஓமன் ரியால்", // 1206 adminSiteCurrencyOmr
  "கத்தார் ரியால்", // 1207 adminSiteCurrencyQar
  "சவுதி ரியால்", // 1208 adminSiteCurrencySar
  "{day} விடுமுறை", // 1209 adminSiteDayClosed
  "{day} மூடும் நேரம்", // 1210 adminSiteDayCloses
  "வெள்ளி", // 1211 adminSiteDayFriday
  "திங்கள்", // 1212 adminSiteDayMonday
  "{day} திறக்கும் நேரம்", // 1213 adminSiteDayOpens
  "சனி", // 1214 adminSiteDaySaturday
  "ஞாயிறு", // 1215 adminSiteDaySunday
  "வியாழன்", // 1216 adminSiteDayThursday
  "செவ்வாய்", // 1217 adminSiteDayTuesday
  "புதன்", // 1218 adminSiteDayWednesday
  "தலைப்பு", // 1219 adminSiteFieldHeading
  "முதன்மைத் தலைப்பு", // 1220 adminSiteFieldHeadline
  "ஐகான்", // 1221 adminSiteFieldIcon
  "அறிமுகம்", // 1222 adminSiteFieldIntroduction
  "பெயர்", // 1223 adminSiteFieldName
  "படம்", // 1224 adminSiteFieldPhoto
  "பதவி", // 1225 adminSiteFieldPosition
  "உரை", // 1226 adminSiteFieldText
  "தலைப்பு", // 1227 adminSiteFieldTitle
  "எங்களைப் பற்றிய பட்டை", // 1228 adminSiteHomeAbout
  "சேவை அட்டைகளுக்குக் கீழே, உங்கள் நான்கு எண்ணிக்கைகளுக்கு அருகில் உள்ள அடர் நிறப் பட்டை (எண்ணிக்கைகள் நிறுவன விவரங்களில்).", // 1229 adminSiteHomeAboutHint
  "எங்களைப் பற்றிய உரை", // 1230 adminSiteHomeAboutText
  "சேவை அட்டை", // 1231 adminSiteHomeCard
  "சேவை அட்டைகள்", // 1232 adminSiteHomeCardMany
  "அட்டை {n}", // 1233 adminSiteHomeCardNumbered
  "சேவை", // 1234 adminSiteHomeCardService
  "அட்டை திறக்கும் சேவை.", // 1235 adminSiteHomeCardServiceHint
  "அட்டையின் உரை", // 1236 adminSiteHomeCardText
  "அட்டையின் தலைப்பு", // 1237 adminSiteHomeCardTitle
  "சேவை அட்டைகள்", // 1238 adminSiteHomeCards
  "ஆறு அட்டைகள், ஒவ்வொன்றும் சேவைகள் பக்கத்தில் உள்ள ஒரு சேவைக்கு இணைப்பு.", // 1239 adminSiteHomeCardsHint
  "பக்கத்தின் மேல் பகுதி", // 1240 adminSiteHomeHero
  "முகப்புப் பக்கத்தின் மேல், அழைப்பு, வாட்ஸ்அப் பொத்தான்களுக்கு அருகில்.", // 1241 adminSiteHomeHeroHint
  "மேல் பகுதி படம்", // 1242 adminSiteHomeHeroPhoto
  "கட்டி முடித்த ஒரு வீட்டின் அகலமான படம், குறைந்தது 1600 பிக்சல் அகலம். திரையை நிரப்பும்படி வெட்டப்படும்.", // 1243 adminSiteHomeHeroPhotoHint
  "இணையதளம் ஒரு வீட்டின் வரைபடத்தைக் காட்டும்.", // 1244 adminSiteHomeHeroPhotoNone
  "மேல் பகுதி உரை", // 1245 adminSiteHomeHeroText
  "பார்வையாளர்கள் முதலில் பார்க்கும் திரை: முதன்மைத் தலைப்பு, உங்கள் சிறந்த படம், மூன்று எண்ணிக்கைகள், உங்கள் ஆறு சேவைகள்.", // 1246 adminSiteHomeIntro
  "உறுதிமொழிகள்", // 1247 adminSiteHomePromises
  "ஒவ்வொரு வாடிக்கையாளருக்கும் நீங்கள் தரும் உறுதிமொழிகள், ஒரு வரிக்கு ஒன்று (5 வரை).", // 1248 adminSiteHomePromisesHint
  "எண் கட்டம்", // 1249 adminSiteHomeStat
  "லேபிள்", // 1250 adminSiteHomeStatLabel
  "எண் கட்டங்கள்", // 1251 adminSiteHomeStatMany
  "கட்டம் {n}", // 1252 adminSiteHomeStatNumbered
  "எண்ணிக்கை", // 1253 adminSiteHomeStatValue
  "எண் கட்டங்கள்", // 1254 adminSiteHomeStats
  "மேல் பகுதிக்குக் கீழே மூன்று எண்ணிக்கைகள்.", // 1255 adminSiteHomeStatsHint
  "ஒவ்வொரு நாளும் 9:00–18:00", // 1256 adminSiteHoursEveryDay
  "வாரம் முழுவதும் இப்படி நிரப்பு", // 1257 adminSiteHoursFill
  "திங்கள்–வெள்ளி 9:30–17:30, சனி 9:30–13:30, ஞாயிறு விடுமுறை", // 1258 adminSiteHoursMonToFri
  "திங்கள்–சனி 9:00–18:00, ஞாயிறு விடுமுறை", // 1259 adminSiteHoursMonToSat
  "அலுவலக நேரம்: {hours}. எந்த நாளையும் கீழே மாற்றலாம்.", // 1260 adminSiteHoursSet
  "செங்கல் சுவர்", // 1261 adminSiteIconBrickWall
  "சுத்தியல்", // 1262 adminSiteIconHammer
  "வீடு", // 1263 adminSiteIconHouse
  "பெயிண்ட் ரோலர்", // 1264 adminSiteIconPaintRoller
  "பென்சிலும் அளவுகோலும் (வடிவமைப்பு)", // 1265 adminSiteIconPencilRuler
  "மண்வெட்டி", // 1266 adminSiteIconShovel
  "சோபா (உள் அலங்காரம்)", // 1267 adminSiteIconSofa
  "மின்னல் (மின் வேலை)", // 1268 adminSiteIconZap
  "செல்", // 1269 adminSiteLeave
  "சேமிக்காத மாற்றங்கள் உள்ளன. இந்தப் பக்கத்தை விட்டுச் சென்றால் அவை போய்விடும். செல்லவா?", // 1270 adminSiteLeaveQuestion
  "{noun} சேர்", // 1271 adminSiteListAdd
  "புதிய {noun} கடைசியில் சேர்க்கப்பட்டது.", // 1272 adminSiteListAdded
  "அதிகபட்சம் {max}", // 1273 adminSiteListAtMost
  "{name} கீழே நகர்த்து", // 1274 adminSiteListMoveDown
  "{name} மேலே நகர்த்து", // 1275 adminSiteListMoveUp
  "{name} இப்போது {total}-இல் {position}-ஆவது இடத்தில்.", // 1276 adminSiteListMoved
  "திருத்த வேண்டும்", // 1277 adminSiteListNeedsChange
  "{name} நீக்கு", // 1278 adminSiteListRemove
  "{name} நீக்கப்பட்டது. மாற்றம் வர சேமியுங்கள்.", // 1279 adminSiteListRemoved
  "அதிகபட்சம் {max}", // 1280 adminSiteListUpTo
  "இணையதளத்தின் இந்தப் பகுதியை ஏற்ற முடியவில்லை. மீண்டும் முயலுங்கள்.", // 1281 adminSiteLoadError
  "இணையதளம் பெயரின் முதலெழுத்துகளைக் காட்டும்.", // 1282 adminSiteNoPhotoInitials
  "சேமிக்காத மாற்றங்கள் இல்லை.", // 1283 adminSiteNoUnsaved
  "சேமிக்கப்படவில்லை: {count} புலங்களைத் திருத்த வேண்டும்.", // 1284 adminSiteNotSavedMany
  "சேமிக்கப்படவில்லை: ஒரு புலத்தைத் திருத்த வேண்டும்.", // 1285 adminSiteNotSavedOne
  "சேமிக்கப்படவில்லை. மீண்டும் முயலுங்கள்.", // 1286 adminSiteNotSavedRetry
  "படத்தைத் தேர்ந்தெடு", // 1287 adminSitePhotoChoose
  "புதிய படம் தேர்ந்தெடுக்கப்பட்டது: சேமிக்கும்போது பதிவேற்றப்படும்.", // 1288 adminSitePhotoChosen
  "{label}: இப்போதைய படம்", // 1289 adminSitePhotoCurrentAlt
  "புதிய படம்: {file}", // 1290 adminSitePhotoNewAlt
  "படம் இல்லை.", // 1291 adminSitePhotoNone
  "{file} படம் அல்ல: JPEG, PNG, WebP, GIF அல்லது AVIF படத்தைத் தேர்ந்தெடுங்கள்", // 1292 adminSitePhotoNotImage
  "படத்தை நீக்கு", // 1293 adminSitePhotoRemove
  "படத்தை மாற்று", // 1294 adminSitePhotoReplace
  "{file} {size} MB-ஐ விடப் பெரியது", // 1295 adminSitePhotoTooLarge
  "பார்வையாளர்கள் அனுப்பும் விவரங்களைப் பற்றி உங்கள் இணையதளம் அவர்களுக்குச் சொல்வது: ஒவ்வொரு விசாரணைப் படிவமும் இதற்கு இணைக்கிறது. நீங்கள் வேலை செய்யும் முறைக்கு ஏற்றபடி வைத்திருங்கள்.", // 1296 adminSitePrivacyIntro
  "பகுதி", // 1297 adminSitePrivacySection
  "பகுதிகள்", // 1298 adminSitePrivacySectionMany
  "பகுதி {n}", // 1299 adminSitePrivacySectionNumbered
  "பகுதிகள்", // 1300 adminSitePrivacySections
  "மீட்டெடுக்கப்பட்டது", // 1301 adminSiteRestored
  "{when} அன்று சேமித்த பதிப்பு மீண்டும் இணையதளத்தில் தெரிகிறது.", // 1302 adminSiteRestoredText
  "மாற்றங்களைச் சேமி", // 1303 adminSiteSave
  "சேமிக்கப்பட்டது", // 1304 adminSiteSaved
  "மாற்றம் இப்போது இணையதளத்தில் தெரிகிறது.", // 1305 adminSiteSavedText
  "சேமிக்கிறது...", // 1306 adminSiteSaving
  "சேவையின் விவரம்", // 1307 adminSiteServicesDescription
  "மதிப்பீட்டுக் கருவி", // 1308 adminSiteServicesEstimator
  "இணையதளத்தின் ஒவ்வொரு மதிப்பீட்டிலும் விலையுடன் தெரிவது: எது சேர்க்கப்படவில்லை, கட்டணங்கள் எந்த நிலைகளில், வெளிநாட்டுக் குடும்பங்களுக்காக வளைகுடா நாணயத்தில் மதிப்பீடு.", // 1309 adminSiteServicesEstimatorHint
  "சேர்க்கப்படாதவை", // 1310 adminSiteServicesExclusions
  "ஒரு வரிக்கு ஒன்று, 12 வரை: எந்த பேக்கேஜிலும் சேராதவை.", // 1311 adminSiteServicesExclusionsHint
  "முக்கிய அம்சங்கள்", // 1312 adminSiteServicesFeatures
  "ஐந்து அம்சங்கள், ஒரு வரிக்கு ஒன்று.", // 1313 adminSiteServicesFeaturesHint
  "சேவைகள்", // 1314 adminSiteServicesGroup
  "எட்டு சேவைகள், ஒவ்வொன்றுக்கும் ஐந்து முக்கிய அம்சங்களும் உங்கள் சொந்த வேலையின் ஒரு படமும்.", // 1315 adminSiteServicesGroupHint
  "நீங்கள் என்ன கட்டுகிறீர்கள், ஒரு திட்டம் எப்படி நடக்கிறது, என்ன செலவாகும்: நீங்கள் வைக்கும் வரிசையில் சேவைகள் பக்கம்.", // 1316 adminSiteServicesIntro
  "கட்டண நிலை", // 1317 adminSiteServicesPayment
  "கட்டண நிலைகள்", // 1318 adminSiteServicesPaymentMany
  "நிலை {n}", // 1319 adminSiteServicesPaymentNumbered
  "சதவீதம்", // 1320 adminSiteServicesPaymentPercent
  "நிலை", // 1321 adminSiteServicesPaymentStage
  "கட்டண நிலைகள்", // 1322 adminSiteServicesPayments
  "ஒவ்வொரு நிலையிலும் செலுத்த வேண்டிய சதவீதம்: ஒவ்வொரு மதிப்பீட்டின் கீழும் தொகையுடன் காட்டப்படும்.", // 1323 adminSiteServicesPaymentsHint
  "நிலைகளின் மொத்தம்: {total}%.", // 1324 adminSiteServicesPaymentsTotal
  "நிலைகளின் மொத்தம்: {total}%. மொத்தம் 100% ஆக வேண்டும்.", // 1325 adminSiteServicesPaymentsTotalWrong
  "சேவையின் படம்", // 1326 adminSiteServicesPhoto
  "இணையதளம் ஒரு வரைபடத்தைக் காட்டும்.", // 1327 adminSiteServicesPhotoNone
  "விலைகள்", // 1328 adminSiteServicesPricing
  "மூன்று பேக்கேஜ்கள். ஒன்றைத் தனித்துக் காட்ட பிரபலமானது எனக் குறியுங்கள்.", // 1329 adminSiteServicesPricingHint
  "செயல்முறை", // 1330 adminSiteServicesProcess
  "உங்களுடன் வேலை செய்வதின் நான்கு படிகள்.", // 1331 adminSiteServicesProcessHint
  "ஒரு {code}-க்கு ₹", // 1332 adminSiteServicesRatePer
  "வளைகுடா நாணய மதிப்புகள்", // 1333 adminSiteServicesRates
  "ஒவ்வொரு நாணயத்தின் ஒரு அலகுக்கு எத்தனை ரூபாய் என்று, மதிப்பீடுகள் மாற்றப்பட வேண்டிய மதிப்பில் (இணையதளம் தானாக மதிப்பைப் பார்க்காது). ஒரு நாணயத்தை மறைக்க அதன் மதிப்பைக் காலியாக விடுங்கள்.", // 1334 adminSiteServicesRatesHint
  "மதிப்பு வைத்த தேதி", // 1335 adminSiteServicesRatesSetOn
  "மாற்றிய மதிப்பீட்டுக்கு அருகில் காட்டப்படும்.", // 1336 adminSiteServicesRatesSetOnHint
  "சேவை", // 1337 adminSiteServicesService
  "சேவைகள்", // 1338 adminSiteServicesServiceMany
  "சேவை {n}", // 1339 adminSiteServicesServiceNumbered
  "படி", // 1340 adminSiteServicesStep
  "படிகள்", // 1341 adminSiteServicesStepMany
  "படி {n}", // 1342 adminSiteServicesStepNumbered
  "படியின் உரை", // 1343 adminSiteServicesStepText
  "படியின் தலைப்பு", // 1344 adminSiteServicesStepTitle
  "செயல்முறைப் படிகள்", // 1345 adminSiteServicesSteps
  "பேக்கேஜ்", // 1346 adminSiteServicesTier
  "பேக்கேஜின் விவரம்", // 1347 adminSiteServicesTierDescription
  "பேக்கேஜ் அம்சங்கள்", // 1348 adminSiteServicesTierFeatures
  "ஒரு வரிக்கு ஒன்று, 12 வரை.", // 1349 adminSiteServicesTierFeaturesHint
  "பேக்கேஜ்கள்", // 1350 adminSiteServicesTierMany
  "பேக்கேஜின் பெயர்", // 1351 adminSiteServicesTierName
  "பேக்கேஜ் {n}", // 1352 adminSiteServicesTierNumbered
  "பிரபலமானது", // 1353 adminSiteServicesTierPopular
  "'பிரபலமானது' பட்டையுடன் காட்டப்படும்.", // 1354 adminSiteServicesTierPopularHint
  "விலை", // 1355 adminSiteServicesTierPrice
  "விலை அலகு", // 1356 adminSiteServicesTierUnit
  "உத்தரவாதம்", // 1357 adminSiteServicesTierWarranty
  "பேக்கேஜ்கள்", // 1358 adminSiteServicesTiers
  "சேவையின் தலைப்பு", // 1359 adminSiteServicesTitle
  "வெளியேறு", // 1360 adminSiteSignOut
  "சேமிக்காத மாற்றங்கள் உள்ளன. வெளியேறினால் அவை போய்விடும். வெளியேறவா?", // 1361 adminSiteSignOutQuestion
  "கருத்து", // 1362 adminSiteTestimonial
  "கருத்துகள்", // 1363 adminSiteTestimonialMany
  "கருத்து {n}", // 1364 adminSiteTestimonialNumbered
  "எ.கா. Homeowner, Kowdiar", // 1365 adminSiteTestimonialPositionHint
  "கருத்து", // 1366 adminSiteTestimonialQuote
  "வாடிக்கையாளர்கள் உங்களைப் பற்றி அவர்கள் வார்த்தைகளில் சொல்வது, இணையதளம் காட்டும் வரிசையில்.", // 1367 adminSiteTestimonialsIntro
  "எங்களைப் பற்றிய உரை", // 1368 adminSiteTextAboutText
  "முகவரி, வரி {n}", // 1369 adminSiteTextAddressLine
  "கேள்வி {n}: பதில்", // 1370 adminSiteTextAnswer
  "அழைக்கும் நேரத்தின் கீழ் உள்ள குறிப்பு", // 1371 adminSiteTextCallNote
  "சேவை அட்டை {n}: உரை", // 1372 adminSiteTextCardText
  "சேவை அட்டை {n}: தலைப்பு", // 1373 adminSiteTextCardTitle
  "நகரம்", // 1374 adminSiteTextCity
  "சேர்க்கப்படாதது {n}", // 1375 adminSiteTextExclusion
  "முதன்மைத் தலைப்பு", // 1376 adminSiteTextHeadline
  "மேல் பகுதி உரை", // 1377 adminSiteTextHeroText
  "அறிமுகம்", // 1378 adminSiteTextIntroduction
  "குழு உறுப்பினர் {n}: பெயர்", // 1379 adminSiteTextMemberName
  "குழு உறுப்பினர் {n}: பதவி", // 1380 adminSiteTextMemberPosition
  "குழு உறுப்பினர் {n}: தகுதி", // 1381 adminSiteTextMemberQualification
  "மைல்கல் {n}", // 1382 adminSiteTextMilestone
  "மைல்கல் {n}: உரை", // 1383 adminSiteTextMilestoneText
  "நோக்கம்", // 1384 adminSiteTextMission
  "கட்டண நிலை {n}", // 1385 adminSiteTextPaymentStage
  "உறுதிமொழி {n}", // 1386 adminSiteTextPromise
  "கேள்வி {n}", // 1387 adminSiteTextQuestion
  "மாநிலம்", // 1388 adminSiteTextRegion
  "விமர்சனங்கள் உள்ள இடம்", // 1389 adminSiteTextReviewSource
  "பகுதி {n}: தலைப்பு", // 1390 adminSiteTextSectionHeading
  "பகுதி {n}: உரை", // 1391 adminSiteTextSectionText
  "சேவை {n}: விவரம்", // 1392 adminSiteTextServiceDescription
  "சேவை {n}: அம்சம் {feature}", // 1393 adminSiteTextServiceFeature
  "சேவை {n}: தலைப்பு", // 1394 adminSiteTextServiceTitle
  "தொடக்க விலையின் அலகு", // 1395 adminSiteTextStartingPriceUnit
  "எண் கட்டம் {n}: லேபிள்", // 1396 adminSiteTextStatLabel
  "செயல்முறைப் படி {n}: உரை", // 1397 adminSiteTextStepText
  "செயல்முறைப் படி {n}: தலைப்பு", // 1398 adminSiteTextStepTitle
  "கதை, பத்தி {n}", // 1399 adminSiteTextStoryParagraph
  "நிறுவனத்தைப் பற்றி", // 1400 adminSiteTextSummary
  "டேக்லைன்", // 1401 adminSiteTextTagline
  "கருத்து {n}: பெயர்", // 1402 adminSiteTextTestimonialName
  "கருத்து {n}: பதவி", // 1403 adminSiteTextTestimonialPosition
  "கருத்து {n}: வார்த்தைகள்", // 1404 adminSiteTextTestimonialQuote
  "பேக்கேஜ் {n}: விவரம்", // 1405 adminSiteTextTierDescription
  "பேக்கேஜ் {n}: அம்சம் {feature}", // 1406 adminSiteTextTierFeature
  "பேக்கேஜ் {n}: பெயர்", // 1407 adminSiteTextTierName
  "பேக்கேஜ் {n}: விலை அலகு", // 1408 adminSiteTextTierUnit
  "பேக்கேஜ் {n}: உத்தரவாதம்", // 1409 adminSiteTextTierWarranty
  "விஷயம் {n}: உரை", // 1410 adminSiteTextTopicText
  "விஷயம் {n}: தலைப்பு", // 1411 adminSiteTextTopicTitle
  "தொலைநோக்கு", // 1412 adminSiteTextVision
  "எங்களைப் பற்றி, குழு", // 1413 adminSiteTitleAbout
  "வளைகுடாவிலிருந்து வீடு கட்ட", // 1414 adminSiteTitleAbroad
  "நிறுவன விவரங்கள்", // 1415 adminSiteTitleCompany
  "முகப்புப் பக்கம்", // 1416 adminSiteTitleHome
  "தனியுரிமை அறிவிப்பு", // 1417 adminSiteTitlePrivacy
  "சேவைகளும் விலைகளும்", // 1418 adminSiteTitleServices
  "வாடிக்கையாளர் கருத்துகள்", // 1419 adminSiteTitleTestimonials
  "சேமிக்காத மாற்றங்கள் உள்ளன.", // 1420 adminSiteUnsaved
  "கடைசி {count} சேமிப்புகள் வைக்கப்பட்டுள்ளன (20 வரை வைக்கப்படும்). தவறான திருத்தத்தைச் சரிசெய்ய பழைய ஒன்றை மீட்டெடுங்கள்.", // 1421 adminSiteVersionsKeptMany
  "கடைசிச் சேமிப்பு வைக்கப்பட்டுள்ளது (20 வரை வைக்கப்படும்). தவறான திருத்தத்தைச் சரிசெய்ய பழைய ஒன்றை மீட்டெடுங்கள்.", // 1422 adminSiteVersionsKeptOne
  "சேமித்த பதிப்புகள் இன்னும் இல்லை.", // 1423 adminSiteVersionsNone
  "மீட்டெடுக்கப்படவில்லை", // 1424 adminSiteVersionsNotRestored
  "இப்போது இணையதளத்தில்", // 1425 adminSiteVersionsOnSite
  "மீட்டெடு", // 1426 adminSiteVersionsRestore
  "இந்தப் பதிப்பை மீட்டெடுக்க முடியவில்லை. மீண்டும் முயலுங்கள்.", // 1427 adminSiteVersionsRestoreFailed
  "{when} அன்று சேமித்த பதிப்பை மீட்டெடுக்கவா? இணையதளம் உடனே அதைக் காட்டும். இப்போது உள்ளது இந்தப் பட்டியலிலேயே இருக்கும்.", // 1428 adminSiteVersionsRestoreQuestion
  "{when} அன்று சேமித்த பதிப்பை மீட்டெடுக்கவா? இணையதளம் உடனே அதைக் காட்டும், நீங்கள் சேமிக்காத மாற்றங்கள் போய்விடும். இப்போது உள்ளது இந்தப் பட்டியலிலேயே இருக்கும்.", // 1429 adminSiteVersionsRestoreQuestionUnsaved
  "{when} அன்று சேமித்த பதிப்பு", // 1430 adminSiteVersionsRestoreWhich
  "மீட்டெடுக்கிறது...", // 1431 adminSiteVersionsRestoring
  "சேமித்த பதிப்புகள்", // 1432 adminSiteVersionsTitle
  "வாட்ஸ்அப் பொத்தான்கள் {phone} எண்ணுடன் உரையாடலைத் திறக்கும். வாட்ஸ்அப் வேறு எண்ணில் இருந்தால் டிக்கை எடுத்துவிடுங்கள்.", // 1433 adminSiteWhatsAppChat
  "வாட்ஸ்அப் பொத்தான்கள் மேலே உள்ள தொலைபேசி எண்ணைப் பயன்படுத்தும்.", // 1434 adminSiteWhatsAppFollows
  "10 இலக்க மொபைல் எண் (எ.கா. 98765 43210), அல்லது + மற்றும் நாட்டுக் குறியீட்டுடன் வெளிநாட்டு எண். வாட்ஸ்அப் இணைப்புக்குத் தேவையான இலக்கங்களாக வைக்கப்படும்: 919876543210.", // 1435 adminSiteWhatsAppHint
  "வாட்ஸ்அப் எண்", // 1436 adminSiteWhatsAppNumber
  "வாட்ஸ்அப் எண்ணும் தொலைபேசி எண்ணே", // 1437 adminSiteWhatsAppSame
  "உங்கள் கணக்கு விவரங்களை ஏற்ற முடியவில்லை. இணைப்பைச் சரிபார்த்து மீண்டும் முயலுங்கள்.", // 1438 adminTeamAccountFailed
  "உங்கள் கணக்கு", // 1439 adminTeamAccountTitle
  "கணக்குகளை ஏற்ற முடியவில்லை. மீண்டும் முயலுங்கள்.", // 1440 adminTeamAccountsFailed
  "இணையதளத்தை நடத்த யாரெல்லாம் உள்நுழையலாம், ஒவ்வொருவரும் என்ன செய்யலாம்.", // 1441 adminTeamAccountsHint
  "கணக்குகள்", // 1442 adminTeamAccountsTitle
  "பாஸ்கீ சேர்", // 1443 adminTeamAddPasskey
  "இந்த இணையதளத்தை ஒரு ஆதென்டிகேட்டர் ஆப்பில் சேருங்கள் (Google Authenticator, Microsoft Authenticator, 1Password…):", // 1444 adminTeamAddToApp
  "IP முகவரி:", // 1445 adminTeamAddressLabel
  "{who}-இன் ஆதென்டிகேட்டர் ஆப் நிறுத்தப்பட்டது.", // 1446 adminTeamAppOff
  "{who}-இன் ஆதென்டிகேட்டர் ஆப்பை நிறுத்தவா? அவர் தொலைபேசியையும் மீட்புக் குறியீடுகளையும் இழந்திருந்தால் மட்டும் இதைச் செய்யுங்கள்.", // 1447 adminTeamAppOffConfirm
  "கடவுச்சொல்லை மாற்று", // 1448 adminTeamChangePassword
  "மாற்றுகிறது...", // 1449 adminTeamChanging
  "சரிபார்க்கிறது…", // 1450 adminTeamChecking
  "ஆப்பில் உள்ள குறியீடு", // 1451 adminTeamCodeFromApp
  "தொடர்", // 1452 adminTeamContinue
  "நகலெடுக்கப்பட்டது.", // 1453 adminTeamCopied
  "இணைப்பை நகலெடு", // 1454 adminTeamCopyLink
  "தற்போதைய கடவுச்சொல்", // 1455 adminTeamCurrentPassword
  "{system}-இல் {browser}", // 1456 adminTeamDeviceBrowserOn
  "{system}-இல் ஒரு உலாவி", // 1457 adminTeamDeviceOn
  "தெரியாத சாதனம்", // 1458 adminTeamDeviceUnknown
  "முடக்கு", // 1459 adminTeamDisable
  "{who}-இன் கணக்கை முடக்கவா? எல்லா இடங்களிலிருந்தும் உடனே வெளியேற்றப்படுவார்; நீங்கள் மீண்டும் இயக்கும் வரை உள்நுழைய முடியாது.", // 1460 adminTeamDisableConfirm
  "முடக்கப்பட்டது", // 1461 adminTeamDisabled
  "{who}-இன் கணக்கு முடக்கப்பட்டது, எல்லா இடங்களிலிருந்தும் வெளியேற்றப்பட்டார்.", // 1462 adminTeamDisabledDone
  "முடிந்தது", // 1463 adminTeamDone
  "மின்னஞ்சல் முகவரி", // 1464 adminTeamEmailAddress
  "மின்னஞ்சல்:", // 1465 adminTeamEmailLabel
  "{email}-க்கு மின்னஞ்சல் அனுப்பப்பட்டது. இணைப்பை நீங்களும் நேரடியாக அனுப்பலாம்:", // 1466 adminTeamEmailedTo
  "இயக்கு", // 1467 adminTeamEnable
  "{who} மீண்டும் உள்நுழையலாம்.", // 1468 adminTeamEnabledDone
  "ஆதென்டிகேட்டர் ஆப்பில் உள்ள குறியீட்டை உள்ளிடுங்கள்.", // 1469 adminTeamEnterAppCode
  "உங்கள் கடவுச்சொல்லை உள்ளிடுங்கள்", // 1470 adminTeamEnterPassword
  "({who})", // 1471 adminTeamForWho
  "பெயரையும் கடவுச்சொல்லையும் தேர்வு செய்ய ஓர் இணைப்புடன் அவர்களுக்கு மின்னஞ்சல் வரும். இணைப்பு ஒருமுறை மட்டும், 7 நாட்களுக்குச் செயல்படும்.", // 1472 adminTeamInviteHintMail
  "இந்த இணையதளத்தால் மின்னஞ்சல் அனுப்ப முடியாது; எனவே அவர்களுக்கு நீங்களே அனுப்ப ஓர் இணைப்பு கிடைக்கும். அது ஒருமுறை மட்டும், 7 நாட்களுக்குச் செயல்படும்.", // 1473 adminTeamInviteHintNoMail
  "{site} இணையதளத்தில் {role} ஆக உங்களை அழைக்கிறோம். உங்கள் பெயரையும் கடவுச்சொல்லையும் தேர்வு செய்ய இந்த இணைப்பைத் திறங்கள்:", // 1474 adminTeamInviteMessage
  "ஒருவரை அழைக்கவும்", // 1475 adminTeamInviteTitle
  "{role} · அழைத்தது: {time} · இணைப்பு {date} வரை", // 1476 adminTeamInvited
  "{role} · அழைத்தவர்: {who}, {time} · இணைப்பு {date} வரை", // 1477 adminTeamInvitedBy
  "அழைக்கிறது…", // 1478 adminTeamInviting
  "கடைசியாகப் பயன்படுத்தியது: {time}", // 1479 adminTeamLastUsed
  "கடைசியாகப் பயன்படுத்தியது:", // 1480 adminTeamLastUsedLabel
  "அழைப்பு இணைப்பை உருவாக்கு", // 1481 adminTeamMakeInvitationLink
  "புதிய குறியீடுகளை உருவாக்கு", // 1482 adminTeamMakeNewCodes
  "கடவுச்சொல் மீட்டமைப்பு இணைப்பை உருவாக்கு", // 1483 adminTeamMakeReset
  "உருவாக்குகிறது…", // 1484 adminTeamMaking
  "பெயர்", // 1485 adminTeamName
  "மெனுவிலும் செயல்பாடுகளிலும் குழுவின் மற்றவர்கள் பார்க்கும் பெயர்.", // 1486 adminTeamNameHint
  "பெயர் சேமிக்கப்படவில்லை.", // 1487 adminTeamNameNotSaved
  "பெயர் சேமிக்கப்படவில்லை. இணைப்பைச் சரிபார்த்து மீண்டும் முயலுங்கள்.", // 1488 adminTeamNameOffline
  "உங்கள் பெயர் சேமிக்கப்பட்டது.", // 1489 adminTeamNameSaved
  "புதிய மீட்புக் குறியீடுகள்", // 1490 adminTeamNewCodes
  "இன்னும் பெயர் இல்லை", // 1491 adminTeamNoName
  "எங்கும் உள்நுழையவில்லை", // 1492 adminTeamNotSignedIn
  "இன்னும் பயன்படுத்தவில்லை", // 1493 adminTeamNotUsedYet
  "வேறு எங்கும் நீங்கள் உள்நுழைந்திருக்கவில்லை.", // 1494 adminTeamNowhereElse
  "மற்ற சாதனங்களிலிருந்து வெளியேற முடியவில்லை. மீண்டும் முயலுங்கள்.", // 1495 adminTeamOthersFailed
  "\"{name}\" பாஸ்கீ சேர்க்கப்பட்டது. இனி கடவுச்சொல் இல்லாமல் இதைக் கொண்டு உள்நுழையலாம்.", // 1496 adminTeamPasskeyAdded
  "பாஸ்கீ உருவாக்கப்படவில்லை: கோரிக்கை ரத்துசெய்யப்பட்டது அல்லது நேரம் முடிந்தது.", // 1497 adminTeamPasskeyCancelled
  "இந்தச் சாதனத்தில் உங்கள் கணக்குக்கு ஏற்கெனவே ஒரு பாஸ்கீ உள்ளது.", // 1498 adminTeamPasskeyExists
  "இந்த பாஸ்கீயின் பெயர்", // 1499 adminTeamPasskeyName
  "பாஸ்கீ இருக்கும் தொலைபேசி அல்லது கணினியின் பெயரை இடுங்கள்.", // 1500 adminTeamPasskeyNameMissing
  "உங்கள் கடவுச்சொல்லை உள்ளிடுங்கள்: பாஸ்கீயைச் சேர்ப்பது நீங்கள்தான் என்பதை அது உறுதிசெய்யும்.", // 1501 adminTeamPasskeyPasswordMissing
  "\"{name}\" பாஸ்கீயை நீக்கவா? இனி அதைக் கொண்டு உள்நுழைய முடியாது.", // 1502 adminTeamPasskeyRemoveConfirm
  "\"{name}\" பாஸ்கீ நீக்கப்பட்டது.", // 1503 adminTeamPasskeyRemoved
  "(பாஸ்கீ {name})", // 1504 adminTeamPasskeySr
  "தொலைபேசியின் கைரேகை, முகம் அல்லது திரைப் பூட்டைக் கொண்டு பாஸ்கீ மூலம் உள்நுழையலாம்: தட்டச்சு செய்யவோ திருடப்படவோ கடவுச்சொல் இல்லை.", // 1505 adminTeamPasskeysHint
  "இணையதளம் அதன் சொந்த முகவரியில் (https வழியாக ஒரு டொமைன் பெயர்) இருக்கும்போது பாஸ்கீகள் செயல்படும்.", // 1506 adminTeamPasskeysNeedAddress
  "பாஸ்கீகள்", // 1507 adminTeamPasskeysTitle
  "இந்த உலாவியால் பாஸ்கீ உருவாக்க முடியாது.", // 1508 adminTeamPasskeysUnsupported
  "கடவுச்சொல் மாற்றப்பட்டது. மற்ற எல்லா இடங்களிலிருந்தும் வெளியேற்றப்பட்டீர்கள்.", // 1509 adminTeamPasswordChanged
  "நீங்கள் உள்நுழைந்துள்ள மற்ற எல்லா சாதனங்களிலிருந்தும் வெளியேற்றப்படுவீர்கள்.", // 1510 adminTeamPasswordHint
  "கடவுச்சொல் மாற்றப்படவில்லை.", // 1511 adminTeamPasswordNotChanged
  "கடவுச்சொல் மாற்றப்படவில்லை. இணைப்பைச் சரிபார்த்து மீண்டும் முயலுங்கள்.", // 1512 adminTeamPasswordOffline
  "நீக்கு", // 1513 adminTeamRemove
  "{who}-இன் கணக்கை நீக்கவா? அவர் செய்த மாற்றங்கள் அவர் பெயரிலேயே வரலாற்றில் இருக்கும்.", // 1514 adminTeamRemoveConfirm
  "{who}-இன் கணக்கு நீக்கப்பட்டது.", // 1515 adminTeamRemoved
  "எல்லாக் கணக்குகளுக்கும் இரண்டாம் படியைக் கட்டாயமாக்கு", // 1516 adminTeamRequireSecondStep
  "அப்போது திருடப்பட்ட கடவுச்சொல் மட்டும் போதாது: அதன் பிறகு ஒவ்வொருவரும் தங்கள் தொலைபேசியில் உள்ள ஆதென்டிகேட்டர் ஆப்பின் குறியீட்டை உள்ளிட வேண்டும் (அடுத்த உள்நுழைவில் அதை அமைப்பார்கள்), அல்லது பாஸ்கீ மூலம் உள்நுழைய வேண்டும்.", // 1517 adminTeamRequireSecondStepHint
  "{site} இணையதளத்தில் புதிய கடவுச்சொல்லை அமைக்க ஓர் இணைப்பு (ஒருமுறை மட்டும், ஒரு மணி நேரம் செயல்படும்):", // 1518 adminTeamResetMessage
  "{who}-க்கான கடவுச்சொல் மீட்டமைப்பு இணைப்பு கீழே தயார்.", // 1519 adminTeamResetReady
  "பங்கு", // 1520 adminTeamRole
  "{who} இனி {role}.", // 1521 adminTeamRoleChanged
  "எடிட்டர்", // 1522 adminTeamRoleEditor
  "திட்டங்கள், படத்தொகுப்பு, வலைப்பதிவு, இணையதள உள்ளடக்கம், குப்பை, வரலாறு, செயல்பாடுகள்.", // 1523 adminTeamRoleEditorSummary
  "பங்கு:", // 1524 adminTeamRoleLabel
  "({who})", // 1525 adminTeamRoleOf
  "உரிமையாளர்", // 1526 adminTeamRoleOwner
  "அனைத்தும், கணக்குகள் உட்பட.", // 1527 adminTeamRoleOwnerSummary
  "விற்பனை", // 1528 adminTeamRoleSales
  "விசாரணைகளைக் கையாளலாம்; உள்ளடக்கத்தைப் பார்க்கலாம்.", // 1529 adminTeamRoleSalesSummary
  "ஒவ்வொரு பங்கும் செய்யக்கூடியவை", // 1530 adminTeamRolesTitle
  "பெயரைச் சேமி", // 1531 adminTeamSaveName
  "சேமிக்கிறது...", // 1532 adminTeamSaving
  "இரண்டாம் படி இனி ஒவ்வொருவரின் விருப்பம்.", // 1533 adminTeamSecondStepChoice
  "இனி எல்லாக் கணக்குகளும் உள்நுழைய இரண்டாம் படி தேவை.", // 1534 adminTeamSecondStepRequired
  "உள்நுழைவு அமைப்புகளை ஏற்ற முடியவில்லை.", // 1535 adminTeamSecurityFailed
  "உள்நுழைவு அமைப்புகளை ஏற்றுகிறது…", // 1536 adminTeamSecurityLoading
  "மேலே உள்ள இணைப்பைத் தேர்ந்தெடுத்து நகலெடுங்கள்.", // 1537 adminTeamSelectLink
  "அழைப்பை அனுப்பு", // 1538 adminTeamSendInvitation
  "வாட்ஸ்அப்பில் அனுப்பு", // 1539 adminTeamSendWhatsApp
  "இந்த இணைப்பை வாட்ஸ்அப்பில் அல்லது நம்பகமான வேறு வழியில் நீங்களே அனுப்புங்கள்:", // 1540 adminTeamSendYourself
  "நீங்கள் உள்நுழைந்த சாதனங்களின் பட்டியலை ஏற்ற முடியவில்லை. மீண்டும் முயலுங்கள்.", // 1541 adminTeamSessionsFailed
  "இனி பயன்படுத்தாத அல்லது உங்களுக்குத் தெரியாத சாதனத்திலிருந்து வெளியேறுங்கள்.", // 1542 adminTeamSessionsHint
  "உள்நுழைவுகளை ஏற்றுகிறது…", // 1543 adminTeamSessionsLoading
  "நீங்கள் உள்நுழைந்துள்ள இடங்கள்", // 1544 adminTeamSessionsTitle
  "வெளியேறு", // 1545 adminTeamSignOut
  "{device}-இலிருந்து வெளியேறவா? அதைப் பயன்படுத்துபவர் மீண்டும் உள்நுழைய வேண்டும்.", // 1546 adminTeamSignOutConfirm
  "மற்ற எல்லா இடங்களிலிருந்தும் வெளியேறு", // 1547 adminTeamSignOutEverywhere
  "{device}-இலிருந்து வெளியேற முடியவில்லை. மீண்டும் முயலுங்கள்.", // 1548 adminTeamSignOutFailed
  "({device})", // 1549 adminTeamSignOutOf
  "மற்ற எல்லா சாதனங்களிலிருந்தும் வெளியேறவா? அவற்றைப் பயன்படுத்துபவர்கள் மீண்டும் உள்நுழைய வேண்டும்.", // 1550 adminTeamSignOutOthersConfirm
  "உள்நுழைந்தது:", // 1551 adminTeamSignedInLabel
  "{count} சாதனங்களில் உள்நுழைந்துள்ளார்", // 1552 adminTeamSignedInOn
  "{device}-இலிருந்து வெளியேறியாகிவிட்டது.", // 1553 adminTeamSignedOutOf
  "மற்ற {count} சாதனங்களிலிருந்து வெளியேறியாகிவிட்டது.", // 1554 adminTeamSignedOutOthersMany
  "மற்ற {count} சாதனத்திலிருந்து வெளியேறியாகிவிட்டது.", // 1555 adminTeamSignedOutOthersOne
  "இணைப்பு", // 1556 adminTeamTheLink
  "குழு", // 1557 adminTeamTheTeam
  "பிறகு, அது சரியாக வேலை செய்கிறதா என்று பார்க்க, ஆப் காட்டும் 6 இலக்கக் குறியீட்டை உள்ளிடுங்கள்.", // 1558 adminTeamThenEnterCode
  "இந்தச் சாதனம்", // 1559 adminTeamThisDevice
  "இந்தச் சாதனத்தில் மட்டுமே நீங்கள் உள்நுழைந்துள்ளீர்கள்.", // 1560 adminTeamThisDeviceOnly
  "நிறுத்து", // 1561 adminTeamTurnOff
  "அவரது ஆதென்டிகேட்டர் ஆப்பை நிறுத்து", // 1562 adminTeamTurnOffTheirApp
  "இரண்டு-படி உள்நுழைவை நிறுத்து", // 1563 adminTeamTurnOffTwoStep
  "இயக்கு", // 1564 adminTeamTurnOn
  "இரண்டு-படி உள்நுழைவை இயக்கு", // 1565 adminTeamTurnOnTwoStep
  "நிறுத்துகிறது…", // 1566 adminTeamTurningOff
  "இரண்டு-படி உள்நுழைவு நிறுத்தப்பட்டது: இனி உள்நுழைய கடவுச்சொல் மட்டுமே போதும்.", // 1567 adminTeamTwoStepOff
  "நிறுத்தப்பட்டுள்ளது. இதை இயக்கினால், திருடப்பட்ட கடவுச்சொல் மட்டும் போதாது: அதன் பிறகு உங்கள் தொலைபேசியில் உள்ள ஆப்பின் குறியீட்டை உள்நுழைவு கேட்கும்.", // 1568 adminTeamTwoStepOffHint
  "கடவுச்சொல்லுக்குப் பிறகு, ஆதென்டிகேட்டர் ஆப் காட்டும் குறியீட்டை உள்நுழைவு கேட்கும்.", // 1569 adminTeamTwoStepOnHint
  "இயக்கத்தில் · {count} மீட்புக் குறியீடுகள் மீதம்", // 1570 adminTeamTwoStepOnMany
  "இயக்கத்தில் · {count} மீட்புக் குறியீடு மீதம்", // 1571 adminTeamTwoStepOnOne
  "இணையதள உரிமையாளர் எல்லாக் கணக்குகளுக்கும் இதைக் கட்டாயமாக்கியுள்ளார்.", // 1572 adminTeamTwoStepRequired
  "இரண்டு-படி உள்நுழைவு", // 1573 adminTeamTwoStepTitle
  "தெரியவில்லை", // 1574 adminTeamUnknown
  "சேரக் காத்திருப்பவர்கள்", // 1575 adminTeamWaiting
  "உங்கள் சாதனத்துக்காகக் காத்திருக்கிறது…", // 1576 adminTeamWaitingDevice
  "உங்கள் விவரங்கள்", // 1577 adminTeamWhoYouAre
  "திரும்பப் பெறு", // 1578 adminTeamWithdraw
  "{email}-க்கான அழைப்பைத் திரும்பப் பெறவா? அதன் இணைப்பு இனி செயல்படாது.", // 1579 adminTeamWithdrawConfirm
  "({email}-க்கான அழைப்பு)", // 1580 adminTeamWithdrawSr
  "{email}-க்கான அழைப்பு திரும்பப் பெறப்பட்டது.", // 1581 adminTeamWithdrawn
  "இது ஒருமுறை மட்டும், {date} வரை செயல்படும்.", // 1582 adminTeamWorksUntil
  "நீங்கள்", // 1583 adminTeamYou
  "உங்கள் பெயர்", // 1584 adminTeamYourName
  "உங்கள் கடவுச்சொல்", // 1585 adminTeamYourPassword
  "{count} நாட்களுக்கு முன்பு", // 1586 adminTimeDaysMany
  "{count} நாள் முன்பு", // 1587 adminTimeDaysOne
  "{count} மணி நேரத்துக்கு முன்பு", // 1588 adminTimeHoursMany
  "{count} மணி நேரம் முன்பு", // 1589 adminTimeHoursOne
  "இப்போதுதான்", // 1590 adminTimeJustNow
  "{count} நிமிடங்களுக்கு முன்பு", // 1591 adminTimeMinutesMany
  "{count} நிமிடம் முன்பு", // 1592 adminTimeMinutesOne
  "பக்க முகவரி", // 1593 adminTranslationsAddress
  "தலைப்பிலிருந்து உருவாக்கு", // 1594 adminTranslationsAddressFromTitle
  "விருப்பத்தேர்வு: {language} பக்கத்துக்குத் தனி முகவரி. காலியாக விட்டால் {language} பக்கம் ஆங்கில முகவரியிலேயே இருக்கும். முந்தைய முகவரிகள் அனைத்தும் தொடர்ந்து வேலை செய்யும்.", // 1595 adminTranslationsAddressHint
  "எல்லா மொழிபெயர்ப்புகளும்", // 1596 adminTranslationsAll
  "{language}: எல்லாம் மொழிபெயர்க்கப்பட்டுவிட்டது.", // 1597 adminTranslationsAllDone
  "புதுப்பிக்க வேண்டியவை {count}", // 1598 adminTranslationsBehindCount
  "{language}: புதுப்பிக்க வேண்டியவை {count}", // 1599 adminTranslationsBehindMany
  "{language}: புதுப்பிக்க வேண்டியது {count}", // 1600 adminTranslationsBehindOne
  "{date} அன்று மாற்றப்பட்டது", // 1601 adminTranslationsChanged
  "எண்ணுகிறது…", // 1602 adminTranslationsCounting
  "எண்ணிக்கைகளை ஏற்ற முடியவில்லை.", // 1603 adminTranslationsCountsFailed
  "ஆங்கிலத்தைத் திருத்து", // 1604 adminTranslationsEditEnglish
  "ஆங்கிலம்", // 1605 adminTranslationsEnglish
  "உள்ளடக்கம்", // 1606 adminTranslationsFieldContent
  "விவரம்", // 1607 adminTranslationsFieldDescription
  "வட்டாரம்", // 1608 adminTranslationsFieldLocality
  "இடம்", // 1609 adminTranslationsFieldLocation
  "படம் {n}: அதில் என்ன உள்ளது", // 1610 adminTranslationsFieldPhotoAlt
  "குறிச்சொற்கள்", // 1611 adminTranslationsFieldTags
  "தலைப்பு", // 1612 adminTranslationsFieldTitle
  "“{title}” மொழிபெயர்", // 1613 adminTranslationsHeading
  "மலையாளம், தமிழ் இணையதளங்கள் நீங்கள் இங்கே எழுதுவதைக் காட்டும்; ஒரு உரை மொழிபெயர்க்கப்படும் வரை அதன் பக்கம் ஆங்கிலத்தைக் காட்டும், ஆங்கிலம் என்று குறித்து. ஆங்கிலம் மாறினால், யாராவது சரிபார்க்கும் வரை அதன் மொழிபெயர்ப்பைப் புதுப்பிக்க வேண்டும்.", // 1614 adminTranslationsIntro
  "இதன் உரைகளை ஏற்ற முடியவில்லை. மீண்டும் முயலுங்கள்.", // 1615 adminTranslationsItemLoadError
  "மொழி", // 1616 adminTranslationsLanguage
  "மலையாளம்", // 1617 adminTranslationsLanguageMl
  "தமிழ்", // 1618 adminTranslationsLanguageTa
  "ஆங்கிலத்தில் உள்ளது போலவே காற்புள்ளியால் பிரியுங்கள்.", // 1619 adminTranslationsListHint
  "மொழிபெயர்க்க மீதமுள்ளவற்றை ஏற்ற முடியவில்லை. மீண்டும் முயலுங்கள்.", // 1620 adminTranslationsLoadError
  "மேலும் காட்டு", // 1621 adminTranslationsLoadMore
  "மேலும் ஏற்ற முடியவில்லை. மீண்டும் முயலுங்கள்.", // 1622 adminTranslationsLoadMoreFailed
  "ஏற்றுகிறது…", // 1623 adminTranslationsLoading
  "இன்னும் சரிதான்: சரிபார்த்ததாகக் குறி", // 1624 adminTranslationsMarkReviewed
  "மொழிபெயர்க்காதவை {count}", // 1625 adminTranslationsMissingCount
  "{language}: மொழிபெயர்க்க வேண்டியவை {count}", // 1626 adminTranslationsMissingMany
  "{language}: மொழிபெயர்க்க வேண்டியது {count}", // 1627 adminTranslationsMissingOne
  "புதுப்பிக்க வேண்டும்", // 1628 adminTranslationsNeedsUpdate
  "(புதிய டேபில் திறக்கும்)", // 1629 adminTranslationsNewTab
  "இதில் மொழிபெயர்க்க உரை எதுவும் இன்னும் இல்லை: முதலில் ஆங்கிலத்தை எழுதுங்கள்.", // 1630 adminTranslationsNoTexts
  "சேமிக்காத மாற்றங்கள் இல்லை", // 1631 adminTranslationsNoUnsaved
  "{language}: புதுப்பிக்க வேண்டிய மொழிபெயர்ப்பு எதுவும் இல்லை.", // 1632 adminTranslationsNoneBehind
  "மொழிபெயர்ப்பைச் சேமிக்க முடியவில்லை. மீண்டும் முயலுங்கள்.", // 1633 adminTranslationsNotSaved
  "மொழிபெயர்க்கப்படவில்லை", // 1634 adminTranslationsNotTranslated
  "கடைசியாகச் சேமித்த பிறகு எதுவும் மாறவில்லை.", // 1635 adminTranslationsNothingChanged
  "இந்த வகையில் மொழிபெயர்க்க எதுவும் இல்லை.", // 1636 adminTranslationsNothingToTranslate
  "வலைப்பதிவு", // 1637 adminTranslationsNounBlogPost
  "படத்தொகுப்பு உருப்படி", // 1638 adminTranslationsNounGalleryItem
  "திட்டம்", // 1639 adminTranslationsNounProject
  "இணையதளப் பகுதி", // 1640 adminTranslationsNounSiteSection
  "{language} மொழிபெயர்ப்பைச் சேமி", // 1641 adminTranslationsSave
  "{language} மொழிபெயர்ப்பு சேமிக்கப்பட்டது.", // 1642 adminTranslationsSaved
  "{name} சேமித்தது. ஆங்கிலத்தைக் காட்ட காலியாக விடுங்கள்.", // 1643 adminTranslationsSavedBy
  "சேமிக்கிறது...", // 1644 adminTranslationsSaving
  "{language} பதிப்பைப் பார்", // 1645 adminTranslationsSeeIt
  "காட்டு", // 1646 adminTranslationsShow
  "இது எழுதப்படும் வரை இணையதளம் ஆங்கிலத்தைக் காட்டும்.", // 1647 adminTranslationsShowsEnglish
  "சில உரைகளைச் சேமிக்க முடியவில்லை: கீழே குறிக்கப்பட்ட புலங்களைப் பாருங்கள்.", // 1648 adminTranslationsSomeNotSaved
  "யாரோ", // 1649 adminTranslationsSomeone
  "மொழிபெயர்த்தபோது இருந்த ஆங்கிலம்", // 1650 adminTranslationsSource
  "புதுப்பிக்க வேண்டும்", // 1651 adminTranslationsStateBehind
  "புதுப்பிக்கப்பட்டது", // 1652 adminTranslationsStateCurrent
  "மொழிபெயர்க்கப்படவில்லை", // 1653 adminTranslationsStateMissing
  "மொழிபெயர்ப்புகள்", // 1654 adminTranslationsTitle
  "சேமிக்க {count} உரைகள்", // 1655 adminTranslationsToSaveMany
  "சேமிக்க {count} உரை", // 1656 adminTranslationsToSaveOne
  "மொழிபெயர்", // 1657 adminTranslationsTranslate
  "(தலைப்பு இல்லை)", // 1658 adminTranslationsUntitled
  "புதுப்பிக்கப்பட்டது", // 1659 adminTranslationsUpToDate
  "“{name}”-ஐ நிரந்தரமாக நீக்கவா? அதன் படங்களும் நீக்கப்படும்; பிறகு திரும்பப் பெற முடியாது.", // 1660 adminTrashConfirmPurge
  "இப்போது இங்கே {count} உருப்படிகள்.", // 1661 adminTrashCountMany
  "இப்போது இங்கே {count} உருப்படி.", // 1662 adminTrashCountOne
  "குப்பை காலியாக உள்ளது.", // 1663 adminTrashEmpty
  "நீக்கிய திட்டங்கள், வலைப்பதிவுகள், படத்தொகுப்பு உருப்படிகள் அவற்றின் படங்களுடன் {days} நாட்கள் இங்கே இருக்கும்; பிறகு நிரந்தரமாக நீக்கப்படும்.", // 1664 adminTrashIntro
  "வலைப்பதிவு", // 1665 adminTrashKindBlog
  "படத்தொகுப்பு உருப்படி", // 1666 adminTrashKindGallery
  "திட்டம்", // 1667 adminTrashKindProject
  "குப்பையை ஏற்ற முடியவில்லை. மீண்டும் முயலுங்கள்.", // 1668 adminTrashLoadFailed
  "{kind} · நீக்கியது {deleted} · நிரந்தரமாக நீக்கப்படுவது {removed}", // 1669 adminTrashMeta
  "நிரந்தரமாக நீக்கு", // 1670 adminTrashPurge
  "“{name}”-ஐ நீக்க முடியவில்லை. மீண்டும் முயலுங்கள்.", // 1671 adminTrashPurgeFailed
  "நிரந்தரமாக நீக்கு: {name}", // 1672 adminTrashPurgeName
  "“{name}” நிரந்தரமாக நீக்கப்பட்டது.", // 1673 adminTrashPurged
  "மீட்டெடு", // 1674 adminTrashRestore
  "“{name}”-ஐ மீட்டெடுக்க முடியவில்லை. மீண்டும் முயலுங்கள்.", // 1675 adminTrashRestoreFailed
  "மீட்டெடு: {name}", // 1676 adminTrashRestoreName
  "“{name}” மீட்டெடுக்கப்பட்டது.", // 1677 adminTrashRestored
  "பட்டியலில் பார்", // 1678 adminTrashSeeInList
  "குப்பை", // 1679 adminTrashTitle
];
export default texts;
