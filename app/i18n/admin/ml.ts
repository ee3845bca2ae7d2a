// Made by `npm run messages` from app/i18n/catalogue/<locale>/*.json (scripts/messages.ts): edit those, not this.
const texts: readonly string[] = [
  "ഒരു അക്കൗണ്ട്", // 0 adminActivityAnAccount
  "ഫിൽട്ടർ ചെയ്യുക", // 1 adminActivityApply
  "{who} പോർട്ട്ഫോളിയോയിൽ {noun} സ്ഥാനം മാറ്റി: {item}", // 2 adminActivityArrangedMoved
  "{who} പോർട്ട്ഫോളിയോയിൽ പിൻ ചെയ്ത {noun} മാറ്റി: {item}", // 3 adminActivityArrangedPinned
  "{who} {item} എന്ന {noun} മാറ്റി ({action})", // 4 adminActivityChanged
  "ഫിൽട്ടറുകൾ മാറ്റുക", // 5 adminActivityClear
  "{who} {item} എന്ന {noun} ഉണ്ടാക്കി", // 6 adminActivityCreated
  "{who} {item} എന്ന {noun} എന്നെന്നേക്കുമായി ഡിലീറ്റ് ചെയ്തു", // 7 adminActivityDeleted
  "{who} ഒരു {noun} എന്നെന്നേക്കുമായി ഡിലീറ്റ് ചെയ്തു", // 8 adminActivityDeletedGone
  "(പിന്നീട് ഡിലീറ്റ് ചെയ്തു)", // 9 adminActivityDeletedSince
  "{who} {theirs} എന്നയാളുടെ അക്കൗണ്ട് പ്രവർത്തനരഹിതമാക്കി", // 10 adminActivityDisabled
  "{who} {theirs} എന്നയാളുടെ അക്കൗണ്ട് വീണ്ടും പ്രവർത്തനക്ഷമമാക്കി", // 11 adminActivityEnabled
  "എല്ലാവരും", // 12 adminActivityEveryone
  "ഈ ഫിൽട്ടറുകൾക്ക് ചേരുന്നത് ഇത്രയേയുള്ളൂ.", // 13 adminActivityEverything
  "ലോഗിൻ പരാജയം", // 14 adminActivityFailedSignIn
  "പ്രവർത്തനങ്ങൾ ഫിൽട്ടർ ചെയ്യുക", // 15 adminActivityFilterLabel
  "({address}-ൽ നിന്ന്)", // 16 adminActivityFrom
  "മുതൽ", // 17 adminActivityFromDate
  "(ട്രാഷിൽ)", // 18 adminActivityInTrash
  "സൈറ്റിൽ ആര് എന്ത് മാറ്റി, ആര് ലോഗിൻ ചെയ്തു, പുതിയത് ആദ്യം. സമയം ഇന്ത്യയിലേതാണ് (IST).", // 19 adminActivityIntro
  "{who} {them} എന്നയാൾക്കുള്ള ക്ഷണം പിൻവലിച്ചു", // 20 adminActivityInvitationRevoked
  "{who} {them} എന്നയാളെ ക്ഷണിച്ചു", // 21 adminActivityInvited
  "{who} {them} എന്നയാളെ {detail} ആയി ക്ഷണിച്ചു", // 22 adminActivityInvitedAs
  "{who} ടീമിൽ ചേർന്നു", // 23 adminActivityJoined
  "{who} {detail} ആയി ടീമിൽ ചേർന്നു", // 24 adminActivityJoinedAs
  "തരം", // 25 adminActivityKind
  "അക്കൗണ്ടുകളും ലോഗിനുകളും", // 26 adminActivityKindAccounts
  "എല്ലാം", // 27 adminActivityKindAll
  "ബ്ലോഗ് പോസ്റ്റുകൾ", // 28 adminActivityKindBlogs
  "ഗാലറി", // 29 adminActivityKindGalleries
  "പ്രോജക്ടുകൾ", // 30 adminActivityKindProjects
  "സൈറ്റിലെ ഉള്ളടക്കം", // 31 adminActivityKindSite
  "പ്രവർത്തനങ്ങൾ ലോഡ് ചെയ്യാനായില്ല. വീണ്ടും ശ്രമിക്കുക.", // 32 adminActivityLoadError
  "കൂടുതൽ കാണിക്കുക", // 33 adminActivityLoadMore
  "ലോഡ് ചെയ്യുന്നു…", // 34 adminActivityLoading
  "പഴയ വിവരങ്ങൾ ലോഡ് ചെയ്യാനായില്ല. വീണ്ടും ശ്രമിക്കുക.", // 35 adminActivityMoreError
  "ഈ ഫിൽട്ടറുകൾക്ക് ചേരുന്നതൊന്നുമില്ല", // 36 adminActivityNothing
  "മറ്റൊരാളെയോ തരമോ തീയതികളോ നോക്കൂ.", // 37 adminActivityNothingHint
  "ബ്ലോഗ് പോസ്റ്റ്", // 38 adminActivityNounBlogPost
  "ഗാലറി ഇനം", // 39 adminActivityNounGalleryItem
  "പ്രോജക്ട്", // 40 adminActivityNounProject
  "പഴയ {count} വിവരങ്ങൾ കൂടി കാണിക്കുന്നു.", // 41 adminActivityOlderMany
  "പഴയ {count} വിവരം കൂടി കാണിക്കുന്നു.", // 42 adminActivityOlderOne
  "{who} ഒരു പാസ്‌കീ ചേർത്തു", // 43 adminActivityPasskeyAdded
  "{who} ഒരു പാസ്‌കീ ചേർത്തു ({detail})", // 44 adminActivityPasskeyAddedDetail
  "{who} ഒരു പാസ്‌കീ നീക്കം ചെയ്തു", // 45 adminActivityPasskeyRemoved
  "{who} ഒരു പാസ്‌കീ നീക്കം ചെയ്തു ({detail})", // 46 adminActivityPasskeyRemovedDetail
  "{who} സ്വന്തം പാസ്‌വേഡ് മാറ്റി", // 47 adminActivityPasswordChanged
  "{who} പുതിയ പാസ്‌വേഡ് ലിങ്ക് വഴി സ്വന്തം പാസ്‌വേഡ് മാറ്റി", // 48 adminActivityPasswordChangedLink
  "ആൾ", // 49 adminActivityPerson
  "{who} {item} എന്ന {noun} പ്രസിദ്ധീകരിച്ചു", // 50 adminActivityPublished
  "{who} റിക്കവറി കോഡ് ഉപയോഗിച്ച് ലോഗിൻ ചെയ്തു", // 51 adminActivityRecoveryCode
  "{who} {theirs} എന്നയാളുടെ അക്കൗണ്ട് നീക്കം ചെയ്തു", // 52 adminActivityRemoved
  "{who} {theirs} എന്നയാളുടെ അക്കൗണ്ട് നീക്കം ചെയ്തു ({detail})", // 53 adminActivityRemovedDetail
  "{who} സ്വന്തം പേര് മാറ്റി", // 54 adminActivityRenamed
  "{who} സ്വന്തം പേര് മാറ്റി ({detail})", // 55 adminActivityRenamedFrom
  "{who} ഫോട്ടോകളുടെ ക്രമം മാറ്റി: {noun} {item}", // 56 adminActivityReordered
  "{who} {them} എന്നയാൾക്കായി പുതിയ പാസ്‌വേഡ് ലിങ്ക് ഉണ്ടാക്കി", // 57 adminActivityResetLinkMade
  "{who} {them} എന്നയാൾക്കായി പുതിയ പാസ്‌വേഡ് ലിങ്ക് ചോദിച്ചു", // 58 adminActivityResetRequested
  "{who} {item} എന്ന {noun} ട്രാഷിൽ നിന്ന് തിരികെ കൊണ്ടുവന്നു", // 59 adminActivityRestored
  "{who} {theirs} എന്നയാളുടെ റോൾ മാറ്റി", // 60 adminActivityRoleChanged
  "{who} {theirs} എന്നയാളുടെ റോൾ മാറ്റി: {detail}", // 61 adminActivityRoleChangedTo
  "{who} ലോഗിനിലെ രണ്ടാം ഘട്ടം നിർബന്ധമല്ലാതാക്കി", // 62 adminActivitySecondStepNotRequired
  "{who} {them} എന്നയാൾക്ക് ലോഗിനിലെ രണ്ടാം ഘട്ടം നിർബന്ധമല്ലാതാക്കി", // 63 adminActivitySecondStepNotRequiredOf
  "{who} ലോഗിനിലെ രണ്ടാം ഘട്ടം ഓഫാക്കി", // 64 adminActivitySecondStepOff
  "{who} {them} എന്നയാളുടെ ലോഗിനിലെ രണ്ടാം ഘട്ടം ഓഫാക്കി", // 65 adminActivitySecondStepOffFor
  "{who} ലോഗിനിൽ രണ്ടാം ഘട്ടം ഓണാക്കി", // 66 adminActivitySecondStepOn
  "{who} {them} എന്നയാൾക്ക് ലോഗിനിൽ രണ്ടാം ഘട്ടം ഓണാക്കി", // 67 adminActivitySecondStepOnFor
  "{who} ലോഗിനിൽ രണ്ടാം ഘട്ടം നിർബന്ധമാക്കി", // 68 adminActivitySecondStepRequired
  "{who} {them} എന്നയാൾക്ക് ലോഗിനിൽ രണ്ടാം ഘട്ടം നിർബന്ധമാക്കി", // 69 adminActivitySecondStepRequiredOf
  "{who} {them} ആയി ലോഗിൻ ചെയ്യാൻ ശ്രമിച്ചു, നടന്നില്ല", // 70 adminActivitySignInFailed
  "{who} {them} ആയി ലോഗിൻ ചെയ്യാൻ ശ്രമിച്ചു, നടന്നില്ല (അക്കൗണ്ട് പ്രവർത്തനരഹിതമാണ്)", // 71 adminActivitySignInFailedDisabled
  "{who} ലോഗിൻ ചെയ്തു", // 72 adminActivitySignedIn
  "{who} എല്ലാ ഉപകരണങ്ങളിൽ നിന്നും ലോഗൗട്ട് ചെയ്തു", // 73 adminActivitySignedOut
  "{who} എല്ലാ ഉപകരണങ്ങളിൽ നിന്നും {them} എന്നയാളെ ലോഗൗട്ട് ചെയ്തു", // 74 adminActivitySignedOutOther
  "{who} പഴയ ഒരു പതിപ്പ് തിരികെ കൊണ്ടുവന്നു: സൈറ്റിലെ {item}", // 75 adminActivitySiteRestored
  "{who} സൈറ്റിലെ {item} സേവ് ചെയ്തു", // 76 adminActivitySiteSaved
  "മറ്റൊരാൾ", // 77 adminActivitySomeoneElse
  "പ്രവർത്തനങ്ങൾ", // 78 adminActivityTitle
  "വരെ", // 79 adminActivityToDate
  "ഇന്ന്", // 80 adminActivityToday
  "{who} {item} എന്ന {noun} വിവർത്തനം ചെയ്തു", // 81 adminActivityTranslated
  "{who} {item} എന്ന {noun} ഡിലീറ്റ് ചെയ്തു", // 82 adminActivityTrashed
  "{who} {item} എന്ന {noun} പ്രസിദ്ധീകരണത്തിൽ നിന്ന് മാറ്റി", // 83 adminActivityUnpublished
  "(തലക്കെട്ടില്ല)", // 84 adminActivityUntitled
  "{who} {item} എന്ന {noun} സേവ് ചെയ്തു", // 85 adminActivityUpdated
  "{who} പഴയ ഒരു പതിപ്പ് തിരികെ കൊണ്ടുവന്നു: {noun} {item}", // 86 adminActivityVersionRestored
  "ഇന്നലെ", // 87 adminActivityYesterday
  "പുതിയത് ചേർക്കുക", // 88 adminDashboardAddNew
  "അഡ്മിൻ ആക്സസ്", // 89 adminDashboardAdminAccess
  "എല്ലാ ഫോളോ അപ്പുകളും", // 90 adminDashboardAllFollowUps
  "ബ്ലോഗ്", // 91 adminDashboardBlogs
  "ബ്ലോഗ് പോസ്റ്റുകൾ", // 92 adminDashboardBlogsNoun
  "ശരിയാക്കുക", // 93 adminDashboardFix
  "ശരിയാക്കുക: {task}", // 94 adminDashboardFixTask
  "ഫോളോ അപ്പ് ചെയ്യേണ്ടവ", // 95 adminDashboardFollowUpsDue
  "ഗാലറി", // 96 adminDashboardGallery
  "ഗാലറിയിൽ {count} പുതിയ ഫോട്ടോകൾ ചേർത്തു", // 97 adminDashboardGalleryMany
  "ഗാലറി", // 98 adminDashboardGalleryNoun
  "ഗാലറിയിൽ {count} പുതിയ ഫോട്ടോ ചേർത്തു", // 99 adminDashboardGalleryOne
  "വെബ്സൈറ്റിലെ പ്രോജക്ടുകൾ, ഗാലറി, ബ്ലോഗ് പോസ്റ്റുകൾ, സൈറ്റ് പറയുന്ന മറ്റെല്ലാം ഇവിടെ കൈകാര്യം ചെയ്യാം.", // 100 adminDashboardIntro
  "{name} അയച്ച അന്വേഷണം ({kind})", // 101 adminDashboardLatestEnquiry
  "ഡാഷ്ബോർഡ് വിവരങ്ങൾ ലോഡ് ചെയ്യാനായില്ല. വീണ്ടും ശ്രമിക്കുക.", // 102 adminDashboardLoadError
  "ലോഡ് ചെയ്യുന്നു...", // 103 adminDashboardLoading
  "കൈകാര്യം ചെയ്യുക", // 104 adminDashboardManage
  "പുതിയ അന്വേഷണങ്ങൾ", // 105 adminDashboardNewEnquiries
  "സമീപകാല പ്രവർത്തനങ്ങളൊന്നുമില്ല", // 106 adminDashboardNoActivity
  "ഇന്ന് ചെയ്യേണ്ടതോ വൈകിയതോ ആയ ഫോളോ അപ്പുകളില്ല.", // 107 adminDashboardNoFollowUps
  "കാത്തിരിക്കുന്ന പുതിയ അന്വേഷണങ്ങളില്ല.", // 108 adminDashboardNoNew
  "ഇൻബോക്സ് തുറക്കുക", // 109 adminDashboardOpenInbox
  "ബ്ലോഗ് പോസ്റ്റ് \"{title}\" പ്രസിദ്ധീകരിച്ചു", // 110 adminDashboardPostPublished
  "പുതിയ പ്രോജക്ട് \"{title}\" ചേർത്തു", // 111 adminDashboardProjectAdded
  "പ്രോജക്ടുകൾ", // 112 adminDashboardProjects
  "പ്രോജക്ടുകൾ", // 113 adminDashboardProjectsNoun
  "സമീപകാല പ്രവർത്തനങ്ങൾ", // 114 adminDashboardRecentActivity
  "സജ്ജീകരണം", // 115 adminDashboardSetup
  "നിങ്ങൾ മാറ്റുന്നതുവരെ സന്ദർശകർ ഈ സാമ്പിൾ വിവരങ്ങളും ഡ്രോയിങ്ങുകളും കാണും.", // 116 adminDashboardSetupHint
  "{total}-ൽ {done} പൂർത്തിയായി", // 117 adminDashboardSetupProgress
  "സൈറ്റിന്റെ സജ്ജീകരണം പൂർത്തിയാക്കുക", // 118 adminDashboardSetupTitle
  "സൈറ്റ്", // 119 adminDashboardSite
  "സൈറ്റ് പറയുന്നതും കാണിക്കുന്നതുമായ മറ്റെല്ലാം: ഇവിടെ മാറ്റാം, ഡെവലപ്പറുടെ സഹായം വേണ്ട.", // 120 adminDashboardSiteHint
  "(പൂർത്തിയായി)", // 121 adminDashboardTaskDone
  "(ചെയ്യാനുണ്ട്)", // 122 adminDashboardTaskToDo
  "ഡാഷ്ബോർഡ്", // 123 adminDashboardTitle
  "ഇന്ന്", // 124 adminDashboardToday
  "അന്വേഷണങ്ങൾ ലോഡ് ചെയ്യാനായില്ല.", // 125 adminDashboardTodayFailed
  "ആകെ ഫോട്ടോകൾ", // 126 adminDashboardTotalImages
  "ആകെ പോസ്റ്റുകൾ", // 127 adminDashboardTotalPosts
  "ആകെ പ്രോജക്ടുകൾ", // 128 adminDashboardTotalProjects
  "വീണ്ടും ശ്രമിക്കുക", // 129 adminDashboardTryAgain
  "ഇന്ന് പുതിയ അന്വേഷണങ്ങളില്ല, ഫോളോ അപ്പ് ചെയ്യാനും ഒന്നുമില്ല. എല്ലാം കൃത്യമാണ്.", // 130 adminDashboardUpToDate
  "തിരികെ വിളിക്കണം", // 131 adminEnquiriesACallBack
  "ഒരു കുറിപ്പ് ചേർക്കുക", // 132 adminEnquiriesAddANote
  "ഒരു ടെംപ്ലേറ്റ് ചേർക്കുക", // 133 adminEnquiriesAddATemplate
  "കുറിപ്പ് ചേർക്കുക", // 134 adminEnquiriesAddNote
  "ടെംപ്ലേറ്റ് ചേർക്കുക", // 135 adminEnquiriesAddTemplate
  "എല്ലാ അന്വേഷണങ്ങളും", // 136 adminEnquiriesAllEnquiries
  "എല്ലാ തരങ്ങളും", // 137 adminEnquiriesAllKinds
  "എല്ലാ സ്റ്റാറ്റസും", // 138 adminEnquiriesAllStatuses
  "{name} എന്നയാൾക്ക് കിട്ടുന്നത് ഇങ്ങനെ", // 139 adminEnquiriesAsTheyGetIt
  "ചോദിച്ച കറൻസി", // 140 adminEnquiriesAskedIn
  "ആവശ്യം", // 141 adminEnquiriesAsksFor
  "ഓട്ടോമാറ്റിക് ആയിരിക്കാം", // 142 adminEnquiriesAutomated
  "ഒരാൾ സാധാരണ ഫോം പൂരിപ്പിക്കുന്നതിലും വേഗത്തിൽ അയച്ചത്. ശരിക്കുള്ള അന്വേഷണമാകാം: വിളിക്കുന്നതിന് മുമ്പ് ഒന്ന് നോക്കുക.", // 143 adminEnquiriesAutomatedHint
  "ഓട്ടോമാറ്റിക് ആയിരിക്കാവുന്നവ മാത്രം", // 144 adminEnquiriesAutomatedOnly
  "അന്വേഷണങ്ങളിലേക്ക് മടങ്ങുക", // 145 adminEnquiriesBack
  "ബെഡ്റൂമുകൾ", // 146 adminEnquiriesBedrooms
  "ബിൽറ്റ്-അപ്പ് ഏരിയ", // 147 adminEnquiriesBuiltUpArea
  "{area} സ്ക്വയർ ഫീറ്റ്, {floors}", // 148 adminEnquiriesBuiltUpText
  "വിളിക്കുക", // 149 adminEnquiriesCall
  "വിളിക്കുക: {name}", // 150 adminEnquiriesCallName
  "റദ്ദാക്കുക", // 151 adminEnquiriesCancel
  "ഒന്ന് തിരഞ്ഞെടുത്താൽ {name} എന്നയാളുടെ വിവരങ്ങൾ ചേർത്ത് അത് കാണാം.", // 152 adminEnquiriesChooseTemplate
  "ഫിൽട്ടറുകൾ മാറ്റുക", // 153 adminEnquiriesClearFilters
  "കോപ്പി ചെയ്തു. നിങ്ങളുടെ സന്ദേശത്തിൽ പേസ്റ്റ് ചെയ്യുക.", // 154 adminEnquiriesCopied
  "കോപ്പി ചെയ്യുക", // 155 adminEnquiriesCopy
  "ഇവിടെ കോപ്പി ചെയ്യാൻ അനുവാദമില്ല: മുകളിലെ സന്ദേശത്തിൽ അമർത്തിപ്പിടിച്ച് കോപ്പി ചെയ്യുക.", // 156 adminEnquiriesCopyRefused
  "{count} അന്വേഷണങ്ങൾ", // 157 adminEnquiriesCountMany
  "{count} അന്വേഷണം", // 158 adminEnquiriesCountOne
  "അന്വേഷണം ഡിലീറ്റ് ചെയ്യുക", // 159 adminEnquiriesDelete
  "ഈ അന്വേഷണം ഡിലീറ്റ് ചെയ്യണമെന്ന് ഉറപ്പാണോ?", // 160 adminEnquiriesDeleteConfirm
  "എല്ലാം ഡിലീറ്റ് ചെയ്യുക", // 161 adminEnquiriesDeleteEverything
  "അന്വേഷണം ഡിലീറ്റ് ചെയ്യാനായില്ല. വീണ്ടും ശ്രമിക്കുക.", // 162 adminEnquiriesDeleteFailed
  "ഡിലീറ്റ് ചെയ്യുക", // 163 adminEnquiriesDeleteShort
  "വിവരങ്ങൾ", // 164 adminEnquiriesDetails
  "{name} ഫോൺ എടുത്തോ?", // 165 adminEnquiriesDidYouReach
  "{name} എന്നയാൾക്ക് സന്ദേശം അയച്ചോ?", // 166 adminEnquiriesDidYouSendMessage
  "{name} എന്നയാൾക്ക് ആ സന്ദേശം അയച്ചോ?", // 167 adminEnquiriesDidYouSendTheMessage
  "ഡൗൺലോഡ് ചെയ്തു.", // 168 adminEnquiriesDownloaded
  "ഇന്ന് ചെയ്യണം", // 169 adminEnquiriesDueToday
  "{name} മുമ്പ് അയച്ച അന്വേഷണങ്ങൾ", // 170 adminEnquiriesEarlierFrom
  "എഡിറ്റ് ചെയ്യുക", // 171 adminEnquiriesEdit
  "{name} എഡിറ്റ് ചെയ്യുക", // 172 adminEnquiriesEditName
  "ടെംപ്ലേറ്റുകൾ എഡിറ്റ് ചെയ്യുക", // 173 adminEnquiriesEditTemplates
  "ഇ-മെയിൽ", // 174 adminEnquiriesEmail
  "ഇതുവരെ അന്വേഷണങ്ങളൊന്നുമില്ല. സൈറ്റിൽ വരുന്ന ഓരോന്നും (സന്ദേശം, എസ്റ്റിമേറ്റ്, തിരികെ വിളിക്കാനുള്ള അഭ്യർത്ഥന, സൈറ്റ് സന്ദർശനം) ഉടൻ ഇവിടെ കാണാം.", // 175 adminEnquiriesEmptyAll
  "ഈ ഫിൽട്ടറുകൾക്ക് ചേരുന്ന അന്വേഷണങ്ങളൊന്നുമില്ല.", // 176 adminEnquiriesEmptyFiltered
  "ഇന്ന് ഫോളോ അപ്പ് ചെയ്യാൻ ഒന്നുമില്ല. ഒരു അന്വേഷണത്തിന് ഫോളോ അപ്പ് തീയതി നൽകിയാൽ ആ ദിവസം അത് ഇവിടെ കാണാം.", // 177 adminEnquiriesEmptyFollowUp
  "പുതിയ അന്വേഷണങ്ങളൊന്നുമില്ല: എല്ലാത്തിനും മറുപടി നൽകി. സൈറ്റിൽ വരുന്ന ഓരോ പുതിയ അന്വേഷണവും ഉടൻ ഇവിടെ കാണാം.", // 178 adminEnquiriesEmptyNew
  "എസ്റ്റിമേറ്റ്", // 179 adminEnquiriesEstimate
  "എക്സ്പോർട്ട്", // 180 adminEnquiriesExport
  "CSV എക്സ്പോർട്ട്", // 181 adminEnquiriesExportCsv
  "എക്സ്പോർട്ട് നടന്നില്ല. വീണ്ടും ശ്രമിക്കുക.", // 182 adminEnquiriesExportFailed
  "ഫിൽട്ടർ ചെയ്യുക", // 183 adminEnquiriesFilter
  "ഫോളോ അപ്പ്", // 184 adminEnquiriesFollowUp
  "ഫോളോ അപ്പ് തീയതി മാറ്റി", // 185 adminEnquiriesFollowUpCleared
  "ഫോളോ അപ്പ് തീയതി", // 186 adminEnquiriesFollowUpOn
  "ഫോളോ അപ്പ് തീയതി സേവ് ചെയ്തു", // 187 adminEnquiriesFollowUpSaved
  "{name} അയച്ചത്", // 188 adminEnquiriesFromName
  "{amount} മണിക്കൂർ", // 189 adminEnquiriesHours
  "തരം", // 190 adminEnquiriesKind
  "തിരികെ വിളിക്കാൻ", // 191 adminEnquiriesKindCallBack
  "എസ്റ്റിമേറ്റ്", // 192 adminEnquiriesKindEstimate
  "{kind}, {page} പേജിൽ നിന്ന്", // 193 adminEnquiriesKindFromPage
  "സന്ദേശം", // 194 adminEnquiriesKindMessage
  "സൈറ്റ് സന്ദർശനം", // 195 adminEnquiriesKindSiteVisit
  "എല്ലാ അന്വേഷണങ്ങളും", // 196 adminEnquiriesListAll
  "ഫോളോ അപ്പ് ചെയ്യേണ്ട അന്വേഷണങ്ങൾ", // 197 adminEnquiriesListFollowUp
  "പുതിയ അന്വേഷണങ്ങൾ", // 198 adminEnquiriesListNew
  "അന്വേഷണങ്ങൾ ലോഡ് ചെയ്യാനായില്ല. വീണ്ടും ശ്രമിക്കുക.", // 199 adminEnquiriesLoadError
  "അന്വേഷണം ലോഡ് ചെയ്യാനായില്ല. വീണ്ടും ശ്രമിക്കുക.", // 200 adminEnquiriesLoadOneError
  "ബന്ധപ്പെട്ടതായി മാർക്ക് ചെയ്യുക", // 201 adminEnquiriesMarkAsContacted
  "ബന്ധപ്പെട്ടതായി മാർക്ക് ചെയ്യുക", // 202 adminEnquiriesMarkContacted
  "ബന്ധപ്പെട്ടതായി മാർക്ക് ചെയ്യുക: {name}", // 203 adminEnquiriesMarkContactedName
  "{name}: ബന്ധപ്പെട്ടതായി മാർക്ക് ചെയ്യുക", // 204 adminEnquiriesMarkNameContacted
  "അന്വേഷണം ബന്ധപ്പെട്ടതായി മാർക്ക് ചെയ്യുക.", // 205 adminEnquiriesMarkTheEnquiry
  "ബന്ധപ്പെട്ടതായി മാർക്ക് ചെയ്തു", // 206 adminEnquiriesMarkedContacted
  "“{query}” തിരഞ്ഞതിന് എല്ലാ അന്വേഷണങ്ങളിലുമായി {count} ഫലങ്ങൾ", // 207 adminEnquiriesMatchesForMany
  "“{query}” തിരഞ്ഞതിന് എല്ലാ അന്വേഷണങ്ങളിലുമായി {count} ഫലം", // 208 adminEnquiriesMatchesForOne
  "എല്ലാ അന്വേഷണങ്ങളിലുമായി {count} ഫലങ്ങൾ", // 209 adminEnquiriesMatchesMany
  "എല്ലാ അന്വേഷണങ്ങളിലുമായി {count} ഫലം", // 210 adminEnquiriesMatchesOne
  "സന്ദേശം", // 211 adminEnquiriesMessage
  "{count} മിനിറ്റ്", // 212 adminEnquiriesMinutes
  "പുതിയ ടെംപ്ലേറ്റ്", // 213 adminEnquiriesNewTemplate
  "← പുതിയവ", // 214 adminEnquiriesNewer
  "അവിടെ രാത്രിയാണ്", // 215 adminEnquiriesNightThere
  "ഇതുവരെ കുറിപ്പുകളില്ല.", // 216 adminEnquiriesNoNotes
  "ഇതുവരെ ടെംപ്ലേറ്റുകളില്ല. കൂടുതൽ അയയ്ക്കുന്ന മറുപടികൾ ചേർക്കൂ, രണ്ട് ടാപ്പിൽ ഒരു അന്വേഷണത്തിൽ നിന്ന് അയയ്ക്കാം.", // 217 adminEnquiriesNoTemplates
  "ഇതുവരെ ടെംപ്ലേറ്റുകളില്ല. കൂടുതൽ അയയ്ക്കുന്ന മറുപടികൾക്കായി {link}.", // 218 adminEnquiriesNoTemplatesWrite
  "ഈ നമ്പർ വാട്ട്സ്ആപ്പിന് വായിക്കാനാവില്ല: പകരം സന്ദേശം കോപ്പി ചെയ്യുക.", // 219 adminEnquiriesNoWhatsApp
  "അന്വേഷണം കണ്ടെത്തിയില്ല", // 220 adminEnquiriesNotFound
  "ഇത് ഡിലീറ്റ് ചെയ്തിട്ടുണ്ടാകാം.", // 221 adminEnquiriesNotFoundText
  "ഇപ്പോൾ വേണ്ട", // 222 adminEnquiriesNotNow
  "കുറിപ്പ് ചേർത്തു", // 223 adminEnquiriesNoteAdded
  "കുറിപ്പ് ചേർക്കാനായില്ല. വീണ്ടും ശ്രമിക്കുക.", // 224 adminEnquiriesNoteFailed
  "തിരികെ വിളിച്ചു; ശനിയാഴ്ച സന്ദർശനം ബുക്ക് ചെയ്തു", // 225 adminEnquiriesNotePlaceholder
  "കുറിപ്പുകൾ", // 226 adminEnquiriesNotes
  "{count} കുറിപ്പുകൾ", // 227 adminEnquiriesNotesMany
  "{count} കുറിപ്പ്", // 228 adminEnquiriesNotesOne
  "പഴയവ →", // 229 adminEnquiriesOlder
  "വാട്ട്സ്ആപ്പിൽ തുറക്കുക", // 230 adminEnquiriesOpenWhatsApp
  "വൈകി", // 231 adminEnquiriesOverdue
  "പാക്കേജ്", // 232 adminEnquiriesPackage
  "{tier}, സ്ക്വയർ ഫീറ്റിന് {rate} ({warranty})", // 233 adminEnquiriesPackageText
  "പേജ് {page} / {pages}", // 234 adminEnquiriesPageOf
  "അന്വേഷണം {reference}", // 235 adminEnquiriesPageTitle
  "അന്വേഷണം", // 236 adminEnquiriesPageTitleBare
  "പേജുകൾ", // 237 adminEnquiriesPages
  "{person} അയച്ച എല്ലാ അന്വേഷണങ്ങളും ഡിലീറ്റ് ചെയ്യണോ? ഇത് തിരിച്ചെടുക്കാനാവില്ല.", // 238 adminEnquiriesPersonDeleteConfirm
  "{enquiries} ഡിലീറ്റ് ചെയ്തു.", // 239 adminEnquiriesPersonDeleted
  "അത് നടന്നില്ല. വീണ്ടും ശ്രമിക്കുക.", // 240 adminEnquiriesPersonFailed
  "തന്നെക്കുറിച്ച് എന്തൊക്കെ സൂക്ഷിച്ചിട്ടുണ്ടെന്ന് ഒരാൾ ചോദിച്ചാൽ, അല്ലെങ്കിൽ അത് ഡിലീറ്റ് ചെയ്യാൻ ആവശ്യപ്പെട്ടാൽ, അവരുടെ ഫോൺ നമ്പറോ ഇ-മെയിൽ വിലാസമോ നൽകുക.", // 241 adminEnquiriesPersonHint
  "ഫോൺ നമ്പർ അല്ലെങ്കിൽ ഇ-മെയിൽ വിലാസം", // 242 adminEnquiriesPersonLabel
  "ഒരാളുടെ വിവരങ്ങൾ", // 243 adminEnquiriesPersonTitle
  "ഫോൺ", // 244 adminEnquiriesPhone
  "ബഹ്റൈൻ", // 245 adminEnquiriesPlaceBahrain
  "കുവൈത്ത്", // 246 adminEnquiriesPlaceKuwait
  "മലേഷ്യ", // 247 adminEnquiriesPlaceMalaysia
  "ഒമാൻ", // 248 adminEnquiriesPlaceOman
  "ഖത്തർ", // 249 adminEnquiriesPlaceQatar
  "സൗദി അറേബ്യ", // 250 adminEnquiriesPlaceSaudiArabia
  "സിംഗപ്പൂർ", // 251 adminEnquiriesPlaceSingapore
  "ഓസ്ട്രേലിയ, സിഡ്നി", // 252 adminEnquiriesPlaceSydney
  "യുഎഇ", // 253 adminEnquiriesPlaceUae
  "യുകെ", // 254 adminEnquiriesPlaceUk
  "യുഎസ്/കാനഡ, ഈസ്റ്റേൺ", // 255 adminEnquiriesPlaceUsEastern
  "പ്ലോട്ട്", // 256 adminEnquiriesPlot
  "{plot} ({sqft} സ്ക്വയർ ഫീറ്റ്)", // 257 adminEnquiriesPlotText
  "ഈ ബ്രൗസറിൽ ഈ സൈറ്റിന്റെ അറിയിപ്പുകൾ തടഞ്ഞിരിക്കുന്നു. അനുവദിക്കാൻ സൈറ്റിന്റെ സെറ്റിങ്സ് തുറക്കുക (വിലാസത്തിന് അരികിലെ ഐക്കൺ; ഇൻസ്റ്റാൾ ചെയ്ത ആപ്പിൽ ഫോണിന്റെ Settings → Apps → ഈ ആപ്പ്), Notifications ‘Allow’ ആക്കുക, എന്നിട്ട് “വീണ്ടും പരിശോധിക്കുക” അമർത്തുക.", // 258 adminEnquiriesPushBlocked
  "വീണ്ടും പരിശോധിക്കുക", // 259 adminEnquiriesPushCheckAgain
  "ഈ ഉപകരണം പരിശോധിക്കുന്നു…", // 260 adminEnquiriesPushChecking
  "എന്തോ പ്രശ്നം സംഭവിച്ചു. വീണ്ടും ശ്രമിക്കുക.", // 261 adminEnquiriesPushFailed
  "iPhone-ലും iPad-ലും ഹോം സ്ക്രീനിലെ സൈറ്റിന്റെ ആപ്പിലാണ് അറിയിപ്പുകൾ വരുന്നത്: Share ടാപ്പ് ചെയ്ത് “Add to Home Screen” തിരഞ്ഞെടുക്കുക, അവിടെ നിന്ന് ആപ്പ് തുറന്ന് ലോഗിൻ ചെയ്ത് അറിയിപ്പുകൾ ഓണാക്കുക.", // 262 adminEnquiriesPushIos
  "അറിയിപ്പുകൾ അനുവദിച്ചില്ല. വീണ്ടും ചോദിക്കാൻ “ഈ ഫോണിൽ അറിയിക്കുക” അമർത്തുക.", // 263 adminEnquiriesPushNotAllowed
  "ഓണായില്ല.", // 264 adminEnquiriesPushNotOn
  "ഈ ഫോണിൽ അറിയിക്കുക", // 265 adminEnquiriesPushNotify
  "പുതിയ അന്വേഷണം വരുന്ന നിമിഷം അറിയിപ്പ് കിട്ടും, സൈറ്റ് അടച്ചിരിക്കുമ്പോഴും.", // 266 adminEnquiriesPushOff
  "ഓൺ: ഓരോ പുതിയ അന്വേഷണത്തിനും ഈ ഉപകരണത്തിൽ അറിയിപ്പ് വരും. അന്വേഷണം തുറക്കാൻ അതിൽ ടാപ്പ് ചെയ്യുക.", // 267 adminEnquiriesPushOn
  "ടെസ്റ്റ് അറിയിപ്പ് അയയ്ക്കുക", // 268 adminEnquiriesPushSendTest
  "അയയ്ക്കുന്നു…", // 269 adminEnquiriesPushSending
  "ഒരു ടെസ്റ്റ് അറിയിപ്പ് അയയ്ക്കുന്നു…", // 270 adminEnquiriesPushSendingTest
  "പുതിയ അന്വേഷണങ്ങളുടെ അറിയിപ്പുകൾ", // 271 adminEnquiriesPushTitle
  "വീണ്ടും ശ്രമിക്കുക", // 272 adminEnquiriesPushTryAgain
  "ഓഫാക്കുക", // 273 adminEnquiriesPushTurnOff
  "ഓഫാക്കി. ഈ ഉപകരണത്തിൽ ഇനി അറിയിപ്പുകൾ വരില്ല.", // 274 adminEnquiriesPushTurnedOff
  "ഓഫാക്കുന്നു…", // 275 adminEnquiriesPushTurningOff
  "ഓണാക്കുന്നു…", // 276 adminEnquiriesPushTurningOn
  "ഓണാക്കുന്നു… ബ്രൗസർ ചോദിച്ചാൽ അറിയിപ്പുകൾ അനുവദിക്കുക.", // 277 adminEnquiriesPushTurningOnHint
  "ഈ ബ്രൗസറിന് അറിയിപ്പുകൾ കാണിക്കാനാവില്ല. അറിയിപ്പുകൾ വേണ്ട ഫോണിൽ Chrome, Edge, Firefox അല്ലെങ്കിൽ Safari-യിൽ അഡ്മിൻ തുറക്കുക.", // 278 adminEnquiriesPushUnsupported
  "സന്ദർശകന് കാണിച്ചത് {reference} ആണ്, അത് മറ്റൊരു അന്വേഷണത്തിനും ഉണ്ടായിരുന്നു: രണ്ടും ഇൻബോക്സിലുണ്ട്.", // 279 adminEnquiriesQuotedReference
  "മറുപടി ടെംപ്ലേറ്റുകൾ", // 280 adminEnquiriesReplyTemplates
  "ടെംപ്ലേറ്റ് ഉപയോഗിച്ച് മറുപടി", // 281 adminEnquiriesReplyTitle
  "സേവ് ചെയ്യാനായില്ല. വീണ്ടും ശ്രമിക്കുക.", // 282 adminEnquiriesSaveFailed
  "ടെംപ്ലേറ്റ് സേവ് ചെയ്യുക", // 283 adminEnquiriesSaveTemplate
  "സേവ് ചെയ്യുന്നു...", // 284 adminEnquiriesSaving
  "പേര്, ഫോൺ അല്ലെങ്കിൽ വാക്ക് വെച്ച് തിരയുക", // 285 adminEnquiriesSearchLabel
  "പേര്, ഫോൺ അല്ലെങ്കിൽ വാക്ക്", // 286 adminEnquiriesSearchPlaceholder
  "സെർവറിൽ നിന്ന് പിശക് മറുപടി വന്നു ({status}).", // 287 adminEnquiriesServerError
  "സേവനം", // 288 adminEnquiriesService
  "എല്ലാ അന്വേഷണങ്ങളും കാണിക്കുക", // 289 adminEnquiriesShowAll
  "സ്ഥലം", // 290 adminEnquiriesSite
  "സ്റ്റാറ്റസ്", // 291 adminEnquiriesStatus
  "ബന്ധപ്പെട്ടു", // 292 adminEnquiriesStatusContacted
  "നഷ്ടമായി", // 293 adminEnquiriesStatusLost
  "പുതിയത്", // 294 adminEnquiriesStatusNew
  "ക്വട്ടേഷൻ നൽകി", // 295 adminEnquiriesStatusQuoted
  "സ്റ്റാറ്റസ് സേവ് ചെയ്തു", // 296 adminEnquiriesStatusSaved
  "സൈറ്റ് സന്ദർശനം", // 297 adminEnquiriesStatusSiteVisit
  "ഓർഡർ കിട്ടി", // 298 adminEnquiriesStatusWon
  "തിരികെ വിളിക്കണം", // 299 adminEnquiriesSubjectCallBack
  "{tier}, {area} സ്ക്വയർ ഫീറ്റ്: {amount}", // 300 adminEnquiriesSubjectEstimate
  "{tier}, {bedrooms}, {area} സ്ക്വയർ ഫീറ്റ്: {amount}", // 301 adminEnquiriesSubjectEstimateRooms
  "വാട്ട്സ്ആപ്പിൽ മറുപടി വേണം", // 302 adminEnquiriesSubjectReplyWhatsApp
  "{how}, {time}", // 303 adminEnquiriesSubjectWhen
  "“{name}” ചേർത്തു.", // 304 adminEnquiriesTemplateAdded
  "“{name}” എന്ന ടെംപ്ലേറ്റ് ഡിലീറ്റ് ചെയ്യണോ? ഇത് തിരിച്ചെടുക്കാനാവില്ല.", // 305 adminEnquiriesTemplateDeleteConfirm
  "“{name}” ഡിലീറ്റ് ചെയ്യാനായില്ല. വീണ്ടും ശ്രമിക്കുക.", // 306 adminEnquiriesTemplateDeleteFailed
  "“{name}” ഡിലീറ്റ് ചെയ്തു.", // 307 adminEnquiriesTemplateDeleted
  "പേര്", // 308 adminEnquiriesTemplateName
  "അന്വേഷണത്തിന്റെ പേജിൽ നിങ്ങൾ ടാപ്പ് ചെയ്യുന്നത്, ഉദാ. സൈറ്റ് സന്ദർശനം", // 309 adminEnquiriesTemplateNameHint
  "ടെംപ്ലേറ്റ് സേവ് ചെയ്തില്ല.", // 310 adminEnquiriesTemplateNotSaved
  "ടെംപ്ലേറ്റ് സേവ് ചെയ്തില്ല. വീണ്ടും ശ്രമിക്കുക.", // 311 adminEnquiriesTemplateNotSavedRetry
  "“{name}” സേവ് ചെയ്തു.", // 312 adminEnquiriesTemplateSaved
  "{count} അക്ഷരങ്ങൾ വരെ. അയയ്ക്കുമ്പോൾ {nameTag}, {referenceTag}, {companyTag} എന്നിവ തനിയെ ചേരും.", // 313 adminEnquiriesTemplateTextHint
  "ടെംപ്ലേറ്റുകൾ ലോഡ് ചെയ്യാനായില്ല. വീണ്ടും ശ്രമിക്കാൻ പേജ് റീലോഡ് ചെയ്യുക.", // 314 adminEnquiriesTemplatesFailed
  "നിങ്ങൾ കൂടുതൽ അയയ്ക്കുന്ന സന്ദേശങ്ങൾ, ഓരോ അന്വേഷണത്തിന്റെയും പേജിൽ വാട്ട്സ്ആപ്പിൽ തുറക്കാനോ കോപ്പി ചെയ്യാനോ തയ്യാർ. സന്ദർശകന്റെ പേര്, അന്വേഷണത്തിന്റെ റഫറൻസ്, {company} എന്നിവ വരേണ്ടിടത്ത് {nameTag}, {referenceTag}, {companyTag} എന്ന് എഴുതുക.", // 315 adminEnquiriesTemplatesIntro
  "മറുപടി ടെംപ്ലേറ്റുകൾ ലോഡ് ചെയ്യാനായില്ല. വീണ്ടും ശ്രമിക്കുക.", // 316 adminEnquiriesTemplatesLoadError
  "സന്ദേശം", // 317 adminEnquiriesTheMessage
  "അവിടത്തെ സമയം: {time} ({place}, {difference})", // 318 adminEnquiriesTheirTime
  "നാളെ {time}", // 319 adminEnquiriesTheirTomorrow
  "ഇന്നലെ {time}", // 320 adminEnquiriesTheirYesterday
  "{hours} മുന്നിൽ", // 321 adminEnquiriesTimeAhead
  "{hours} പിന്നിൽ", // 322 adminEnquiriesTimeBehind
  "ഇന്ത്യയിലെ അതേ സമയം", // 323 adminEnquiriesTimeSame
  "അന്വേഷണങ്ങൾ", // 324 adminEnquiriesTitle
  "തിരയൽ, എക്സ്പോർട്ട്, ടെംപ്ലേറ്റുകൾ", // 325 adminEnquiriesToolsTitle
  "പഴയപടിയാക്കുക", // 326 adminEnquiriesUndo
  "പഴയപടിയാക്കുക: {name} വീണ്ടും പുതിയത്", // 327 adminEnquiriesUndoLabel
  "എല്ലാം", // 328 adminEnquiriesViewAll
  "ഫോളോ അപ്പ്", // 329 adminEnquiriesViewFollowUp
  "പുതിയവ", // 330 adminEnquiriesViewNew
  "അന്വേഷണങ്ങളുടെ കാഴ്ചകൾ", // 331 adminEnquiriesViews
  "സന്ദർശനം", // 332 adminEnquiriesVisit
  "വാട്ട്സ്ആപ്പ്", // 333 adminEnquiriesWhatsApp
  "വാട്ട്സ്ആപ്പ്: {name}", // 334 adminEnquiriesWhatsAppName
  "ഒരെണ്ണം എഴുതുക", // 335 adminEnquiriesWriteOne
  "റദ്ദാക്കുക", // 336 adminFormsCancel
  "ഉപേക്ഷിക്കുക", // 337 adminFormsDraftDiscard
  "എന്റെ മാറ്റങ്ങൾ തിരികെ കൊണ്ടുവരിക", // 338 adminFormsDraftRestore
  "സേവ് ചെയ്യാത്ത മാറ്റങ്ങളുണ്ട്", // 339 adminFormsDraftTitle
  "നിങ്ങൾ മുമ്പ് ഇവിടെ ടൈപ്പ് ചെയ്തത് സേവ് ആയിട്ടില്ല. തുടരാൻ അത് തിരികെ കൊണ്ടുവരിക (ചിത്രങ്ങൾ വീണ്ടും തിരഞ്ഞെടുക്കണം), അല്ലെങ്കിൽ ഉപേക്ഷിക്കുക.", // 340 adminFormsDraftTyped
  "{when}-ന് നിങ്ങൾ ഇവിടെ ടൈപ്പ് ചെയ്തത് സേവ് ആയിട്ടില്ല. തുടരാൻ അത് തിരികെ കൊണ്ടുവരിക (ചിത്രങ്ങൾ വീണ്ടും തിരഞ്ഞെടുക്കണം), അല്ലെങ്കിൽ ഉപേക്ഷിക്കുക.", // 341 adminFormsDraftTypedOn
  "{percent}% അയച്ചു", // 342 adminFormsPercentSent
  "അപ്‌ലോഡ് ചെയ്യുന്നു…", // 343 adminFormsUploading
  "അക്കൗണ്ട് മെനു: {name}", // 344 adminFrameAccountMenu
  "അക്കൗണ്ട്", // 345 adminFrameAccountNav
  "അഡ്മിൻ മെനു", // 346 adminFrameAdminMenu
  "അഡ്മിനിസ്ട്രേറ്റർ", // 347 adminFrameAdministrator
  "ലിസ്റ്റിലേക്ക് മടങ്ങുക", // 348 adminFrameBackToList
  "റദ്ദാക്കുക", // 349 adminFrameCancel
  "മെനു അടയ്ക്കുക", // 350 adminFrameCloseMenu
  "ഉറപ്പാക്കുക", // 351 adminFrameConfirmTitle
  "ഡിലീറ്റ് ചെയ്യുക", // 352 adminFrameDelete
  "© 2023 {site}. എല്ലാ അവകാശങ്ങളും നിക്ഷിപ്തം.", // 353 adminFrameFooter
  "ഡാഷ്ബോർഡിലേക്ക് പോകുക", // 354 adminFrameGoToDashboard
  "ഉള്ളടക്കം", // 355 adminFrameGroupContent
  "പുതിയത് ചേർക്കുക", // 356 adminFrameGroupCreate
  "സൈറ്റ്", // 357 adminFrameGroupSite
  "ടീം", // 358 adminFrameGroupTeam
  "അഡ്മിൻ ലോഡ് ചെയ്യുന്നു…", // 359 adminFrameLoading
  "പേജ് ലോഡ് ചെയ്യുന്നു", // 360 adminFrameLoadingPage
  "ലോഗൗട്ട്", // 361 adminFrameLogout
  "പ്രധാന ഭാഗങ്ങൾ", // 362 adminFrameMainSections
  "ഞങ്ങളെക്കുറിച്ച്, ടീം", // 363 adminFrameNavAbout
  "ഗൾഫിൽ നിന്ന് വീട് പണിയാൻ", // 364 adminFrameNavAbroad
  "നിങ്ങളുടെ അക്കൗണ്ട്", // 365 adminFrameNavAccount
  "അക്കൗണ്ടുകൾ", // 366 adminFrameNavAccounts
  "പ്രവർത്തനങ്ങൾ", // 367 adminFrameNavActivity
  "ബ്ലോഗ് പോസ്റ്റ് ചേർക്കുക", // 368 adminFrameNavAddBlog
  "ഗാലറിയിൽ ചേർക്കുക", // 369 adminFrameNavAddGallery
  "പ്രോജക്ട് ചേർക്കുക", // 370 adminFrameNavAddProject
  "ബ്ലോഗ്", // 371 adminFrameNavBlogs
  "കമ്പനി വിവരങ്ങൾ", // 372 adminFrameNavCompany
  "ഡാഷ്ബോർഡ്", // 373 adminFrameNavDashboard
  "അന്വേഷണങ്ങൾ", // 374 adminFrameNavEnquiries
  "ഗാലറി", // 375 adminFrameNavGallery
  "ഹോം പേജ്", // 376 adminFrameNavHome
  "സ്വകാര്യതാ അറിയിപ്പ്", // 377 adminFrameNavPrivacy
  "പ്രോജക്ടുകൾ", // 378 adminFrameNavProjects
  "സേവനങ്ങളും നിരക്കുകളും", // 379 adminFrameNavServices
  "ഉപഭോക്താക്കളുടെ അഭിപ്രായങ്ങൾ", // 380 adminFrameNavTestimonials
  "വിവർത്തനങ്ങൾ", // 381 adminFrameNavTranslations
  "ട്രാഷ്", // 382 adminFrameNavTrash
  "നിങ്ങളുടെ റോളിന് ഈ പേജ് ലഭ്യമല്ല", // 383 adminFrameNotForRole
  "നിങ്ങൾ {role} ആയാണ് ലോഗിൻ ചെയ്തിരിക്കുന്നത്; ആ റോളിൽ ഈ പേജ് ഇല്ല. ആവശ്യമെങ്കിൽ സൈറ്റിന്റെ ഉടമയോട് ചോദിക്കുക.", // 384 adminFrameNotForRoleText
  "സെർവറുമായി ബന്ധപ്പെടാനായില്ല. കണക്ഷൻ പരിശോധിച്ച് വീണ്ടും ശ്രമിക്കുക.", // 385 adminFrameOffline
  "മെനു തുറക്കുക", // 386 adminFrameOpenMenu
  "ഉള്ളടക്കത്തിലേക്ക് പോകുക", // 387 adminFrameSkip
  "ബ്ലോഗ്", // 388 adminFrameTabBlogs
  "ഹോം", // 389 adminFrameTabDashboard
  "അന്വേഷണം", // 390 adminFrameTabEnquiries
  "ഗാലറി", // 391 adminFrameTabGallery
  "{label}, {count} പുതിയത്", // 392 adminFrameTabNew
  "പ്രോജക്ട്", // 393 adminFrameTabProjects
  "വീണ്ടും ശ്രമിക്കുക", // 394 adminFrameTryAgain
  "{title} നീക്കുന്നത് റദ്ദാക്കി; പഴയ സ്ഥാനത്തു തന്നെയുണ്ട്.", // 395 adminItemsArrangeCancelled
  "വലിച്ചുനീക്കുക: {title}", // 396 adminItemsArrangeDrag
  "{title} വച്ചു.", // 397 adminItemsArrangeDropped
  "{title}: {count}-ൽ {place}-ാം സ്ഥാനത്ത് വച്ചു.", // 398 adminItemsArrangeDroppedAt
  "മുകളിലേക്ക് നീക്കുക: {title}", // 399 adminItemsArrangeEarlier
  "പ്രധാന പ്രോജക്ട് · പിൻ ചെയ്തു", // 400 adminItemsArrangeFeatured
  "ഈ പ്രോജക്ട് നീക്കാൻ Space അമർത്തുക, പിന്നെ ആരോ കീകൾ; വയ്ക്കാൻ വീണ്ടും Space, റദ്ദാക്കാൻ Escape.", // 401 adminItemsArrangeInstructions
  "ഹോം പേജിലും പ്രോജക്ടുകൾ പേജിലും സന്ദർശകർ നിങ്ങളുടെ പ്രോജക്ടുകൾ ഈ ക്രമത്തിലാണ് കാണുന്നത്. ഒരു പ്രോജക്ട് അതിന്റെ പിടിയിൽ പിടിച്ച് വലിച്ചുനീക്കുക, അല്ലെങ്കിൽ ആരോകൾ കൊണ്ട് നീക്കുക; പിന്നെ സേവ് ചെയ്യുക.", // 402 adminItemsArrangeIntro
  "താഴേക്ക് നീക്കുക: {title}", // 403 adminItemsArrangeLater
  "സന്ദർശകർ കാണുന്ന ക്രമത്തിൽ പ്രോജക്ടുകൾ", // 404 adminItemsArrangeListLabel
  "{title}: {count}-ൽ {place}-ാം സ്ഥാനത്തേക്ക് മാറ്റി.", // 405 adminItemsArrangeMoved
  "ക്രമീകരിക്കാൻ പ്രോജക്ടുകളൊന്നും ഇതുവരെ ഇല്ല.", // 406 adminItemsArrangeNone
  "{title} ഇപ്പോൾ {count}-ൽ {place}-ാം സ്ഥാനത്തിനു മുകളിൽ.", // 407 adminItemsArrangeOver
  "{title} എടുത്തു: {count}-ൽ {place}-ാം സ്ഥാനം.", // 408 adminItemsArrangePickedUp
  "പ്രധാന പ്രോജക്ടായി പിൻ ചെയ്യുക", // 409 adminItemsArrangePin
  "പ്രധാന പ്രോജക്ടായി പിൻ ചെയ്യുക: {title}", // 410 adminItemsArrangePinName
  "{title} പിൻ ചെയ്തു: പ്രധാന പ്രോജക്ടായി ആദ്യം കാണിക്കും.", // 411 adminItemsArrangePinned
  "പിൻ ചെയ്ത പ്രോജക്ട് പ്രധാന പ്രോജക്ടായി ആദ്യം വരും. ഇനി ചേർക്കുന്ന പ്രോജക്ടുകൾ, ഏറ്റവും പുതിയത് ആദ്യം എന്ന ക്രമത്തിൽ, മുകളിൽ കാണിക്കും; ഇവിടെ വീണ്ടും ക്രമീകരിക്കുന്നതുവരെ.", // 412 adminItemsArrangePinnedNote
  "ക്രമം സേവ് ചെയ്യുക", // 413 adminItemsArrangeSave
  "ക്രമം സേവ് ചെയ്യാനായില്ല. വീണ്ടും ശ്രമിക്കുക.", // 414 adminItemsArrangeSaveFailed
  "ക്രമം സേവ് ചെയ്തു. സന്ദർശകർ ഇപ്പോൾ ഇങ്ങനെ കാണും.", // 415 adminItemsArrangeSaved
  "പിൻ മാറ്റുക", // 416 adminItemsArrangeUnpin
  "പിൻ മാറ്റുക: {title}", // 417 adminItemsArrangeUnpinName
  "{title} ഇനി പിൻ ചെയ്തിട്ടില്ല.", // 418 adminItemsArrangeUnpinned
  "തിരച്ചിൽ മായ്ക്കുക", // 419 adminItemsClearSearch
  "താരതമ്യം ചെയ്യുക", // 420 adminItemsCompare
  "{count} {noun}", // 421 adminItemsCountNoun
  "ഡിലീറ്റ് ചെയ്യുക: {name}", // 422 adminItemsDeleteName
  "ഡ്രാഫ്റ്റ്", // 423 adminItemsDraft
  "നിങ്ങൾക്ക് മാത്രം കാണാം: അഡ്മിനിലും പ്രിവ്യൂ വഴിയും.", // 424 adminItemsDraftHint
  "എഡിറ്റ് ചെയ്യുക: {name}", // 425 adminItemsEditName
  "(ശൂന്യം)", // 426 adminItemsEmptyValue
  "മാറ്റങ്ങൾ മറയ്ക്കുക", // 427 adminItemsHideChanges
  "ചരിത്രം", // 428 adminItemsHistory
  "(അവസാനത്തെ {count} സേവുകൾ)", // 429 adminItemsHistoryLast
  "ചരിത്രം ലോഡ് ചെയ്യാനായില്ല. അടച്ച് വീണ്ടും തുറക്കുക.", // 430 adminItemsHistoryLoadFailed
  "ഇന്ത്യൻ സമയം (IST)", // 431 adminItemsIndiaTime
  "ഓപ്ഷനുകൾ", // 432 adminItemsKindActionsHeading
  "ഗാലറിയിലേക്ക് ഫോട്ടോകൾ ചേർക്കുക", // 433 adminItemsKindAddGalleryImages
  "പുതിയ പോസ്റ്റ് ചേർക്കുക", // 434 adminItemsKindAddNewBlog
  "പുതിയ ഫോട്ടോകൾ ചേർക്കുക", // 435 adminItemsKindAddNewImages
  "പുതിയ പ്രോജക്ട് ചേർക്കുക", // 436 adminItemsKindAddNewProject
  "പണിക്ക് ശേഷമുള്ള ഫോട്ടോ", // 437 adminItemsKindAfterPhoto
  "ആർക്കിടെക്ചർ", // 438 adminItemsKindArchitecture
  "പ്രോജക്ടുകൾ ക്രമീകരിക്കുക", // 439 adminItemsKindArrangePortfolio
  "എഴുതിയത്", // 440 adminItemsKindAuthor
  "ബെഡ്റൂമുകൾ", // 441 adminItemsKindBedrooms
  "പുതുക്കിപ്പണിയുടെ രണ്ട് ഗാലറി ഫോട്ടോകൾ അടുത്തടുത്ത് കാണിക്കാം; നടുവിലെ വര നീക്കി സന്ദർശകർക്ക് മുമ്പും ശേഷവും താരതമ്യം ചെയ്യാം.", // 442 adminItemsKindBeforeAfterNote
  "പണിക്ക് മുമ്പുള്ള ഫോട്ടോ", // 443 adminItemsKindBeforePhoto
  "ബ്ലോഗ് പോസ്റ്റ് ചേർക്കാനായില്ല. വീണ്ടും ശ്രമിക്കുക.", // 444 adminItemsKindBlogCreateFailed
  "ബ്ലോഗ് പോസ്റ്റ് ചേർത്തു!", // 445 adminItemsKindBlogCreated
  "ബ്ലോഗ് പോസ്റ്റ് ലോഡ് ചെയ്യാനായില്ല. വീണ്ടും ശ്രമിക്കുക.", // 446 adminItemsKindBlogLoadFailed
  "ബ്ലോഗ് പോസ്റ്റ് ഡിലീറ്റ് ചെയ്യാനായില്ല. വീണ്ടും ശ്രമിക്കുക.", // 447 adminItemsKindBlogPostDeleteFailed
  "ബ്ലോഗ് പോസ്റ്റ്", // 448 adminItemsKindBlogPostNoun
  "ബ്ലോഗ് പോസ്റ്റുകൾ", // 449 adminItemsKindBlogPostsNoun
  "ബ്ലോഗ് പോസ്റ്റ് പുതുക്കാനായില്ല. വീണ്ടും ശ്രമിക്കുക.", // 450 adminItemsKindBlogUpdateFailed
  "ബ്ലോഗ് പോസ്റ്റ് പുതുക്കി!", // 451 adminItemsKindBlogUpdated
  "ബ്ലോഗ് പോസ്റ്റുകൾ ലോഡ് ചെയ്യാനായില്ല. വീണ്ടും ശ്രമിക്കുക.", // 452 adminItemsKindBlogsLoadFailed
  "ബിൽറ്റ്-അപ്പ് ഏരിയ (ച.അടി)", // 453 adminItemsKindBuiltUpSqft
  "വിഭാഗം", // 454 adminItemsKindCategory
  "കൊമേഴ്സ്യൽ", // 455 adminItemsKindCommercial
  "പൂർത്തിയായി", // 456 adminItemsKindCompleted
  "ഈ ബ്ലോഗ് പോസ്റ്റ് ഡിലീറ്റ് ചെയ്യണോ?", // 457 adminItemsKindConfirmDeleteBlogPost
  "ഈ ഗാലറി ഇനം ഡിലീറ്റ് ചെയ്യണോ?", // 458 adminItemsKindConfirmDeleteGalleryItem
  "ഈ പ്രോജക്ട് ഡിലീറ്റ് ചെയ്യണോ?", // 459 adminItemsKindConfirmDeleteProject
  "കവർ ഫോട്ടോ ഡിലീറ്റ് ചെയ്യണോ?", // 460 adminItemsKindConfirmRemoveCover
  "നിർമ്മാണം", // 461 adminItemsKindConstruction
  "ഉള്ളടക്കം", // 462 adminItemsKindContent
  "സേവ് ചെയ്യുമ്പോൾ ഈ ഫോട്ടോ കവർ ആകും.", // 463 adminItemsKindCoverChosenNote
  "ഗാലറിയിൽ നിന്ന് തിരഞ്ഞെടുത്ത കവർ ഫോട്ടോ", // 464 adminItemsKindCoverFromGallery
  "കവർ ഫോട്ടോ", // 465 adminItemsKindCoverImage
  "കവർ ഫോട്ടോ നീക്കി. ഉറപ്പാക്കാൻ മാറ്റങ്ങൾ സേവ് ചെയ്യുക.", // 466 adminItemsKindCoverRemoved
  "പുതിയ ബ്ലോഗ് പോസ്റ്റ് എഴുതുക", // 467 adminItemsKindCreateNewBlogPost
  "പുതിയ പ്രോജക്ട് ചേർക്കുക", // 468 adminItemsKindCreateNewProject
  "പ്രോജക്ട് ചേർക്കുക", // 469 adminItemsKindCreateProject
  "ഇപ്പോഴുള്ള കവർ ഫോട്ടോ", // 470 adminItemsKindCurrentCover
  "ഇപ്പോഴുള്ള ഗാലറി ഫോട്ടോകൾ", // 471 adminItemsKindCurrentGalleryImages
  "ഇപ്പോഴുള്ള ഫോട്ടോകൾ", // 472 adminItemsKindCurrentImages
  "തീയതി", // 473 adminItemsKindDateHeading
  "വിവരണം", // 474 adminItemsKindDescription
  "ഡിസൈൻ", // 475 adminItemsKindDesign
  "പണിക്കെടുത്ത സമയം (മാസം)", // 476 adminItemsKindDurationMonths
  "ബ്ലോഗ് പോസ്റ്റ് എഡിറ്റ് ചെയ്യുക", // 477 adminItemsKindEditBlogPost
  "ഗാലറി എഡിറ്റ് ചെയ്യുക", // 478 adminItemsKindEditGallery
  "പ്രോജക്ട് എഡിറ്റ് ചെയ്യുക", // 479 adminItemsKindEditProject
  "നിലകൾ", // 480 adminItemsKindFloors
  "ഫോട്ടോകൾ ഗാലറിയിൽ ചേർത്തു!", // 481 adminItemsKindGalleryCreated
  "ഗാലറി ഫോട്ടോകൾ", // 482 adminItemsKindGalleryImages
  "ഗാലറി ഫോട്ടോകൾ ലോഡ് ചെയ്യാനായില്ല. വീണ്ടും ശ്രമിക്കുക.", // 483 adminItemsKindGalleryImagesLoadFailed
  "ഗാലറി ഇനം ഡിലീറ്റ് ചെയ്യാനായില്ല. വീണ്ടും ശ്രമിക്കുക.", // 484 adminItemsKindGalleryItemDeleteFailed
  "ഗാലറി ഇനം", // 485 adminItemsKindGalleryItemNoun
  "ഗാലറി ഇനം", // 486 adminItemsKindGalleryItemUntitled
  "ഗാലറി ഇനങ്ങൾ", // 487 adminItemsKindGalleryItemsNoun
  "ഗാലറി വിവരങ്ങൾ ലോഡ് ചെയ്യാനായില്ല. വീണ്ടും ശ്രമിക്കുക.", // 488 adminItemsKindGalleryLoadFailed
  "ഗാലറി പുതുക്കി!", // 489 adminItemsKindGalleryUpdated
  "പൊതുവായവ", // 490 adminItemsKindGeneral
  "PNG, JPG, GIF — 10MB വരെ", // 491 adminItemsKindHint10mb
  "PNG, JPG, GIF — 5MB വരെ", // 492 adminItemsKindHint5mb
  "ഫോട്ടോ", // 493 adminItemsKindImageNoun
  "ഫോട്ടോകൾ", // 494 adminItemsKindImages
  "ഫോട്ടോകൾ", // 495 adminItemsKindImagesNoun
  "ഇൻഡസ്ട്രിയൽ", // 496 adminItemsKindIndustrial
  "ഇന്റീരിയർ ഡിസൈൻ", // 497 adminItemsKindInteriorDesign
  "പ്രദേശം", // 498 adminItemsKindLocality
  "ഉദാ. കവടിയാർ", // 499 adminItemsKindLocalityHint
  "സ്ഥലം", // 500 adminItemsKindLocation
  "ബ്ലോഗ് പോസ്റ്റുകൾ", // 501 adminItemsKindManageBlogs
  "ഗാലറി", // 502 adminItemsKindManageGallery
  "പ്രോജക്ടുകൾ", // 503 adminItemsKindManageProjects
  "പുതിയ കവർ ഫോട്ടോ", // 504 adminItemsKindNewCover
  "പുതിയ ഗാലറി ഫോട്ടോകൾ", // 505 adminItemsKindNewGalleryImages
  "പുതിയ ഫോട്ടോകൾ", // 506 adminItemsKindNewImages
  "ബ്ലോഗ് പോസ്റ്റുകളൊന്നുമില്ല. ആദ്യ പോസ്റ്റ് ചേർക്കൂ!", // 507 adminItemsKindNoBlogPosts
  "വിഭാഗമില്ല", // 508 adminItemsKindNoCategory
  "വിവരണമില്ല", // 509 adminItemsKindNoDescription
  "ഗാലറിയിൽ ഫോട്ടോകളൊന്നുമില്ല.", // 510 adminItemsKindNoGalleryImages
  "പ്രോജക്ടുകളൊന്നുമില്ല. ആദ്യ പ്രോജക്ട് ചേർക്കൂ!", // 511 adminItemsKindNoProjects
  "ഒന്നുമില്ല", // 512 adminItemsKindNone
  "നൽകിയിട്ടില്ല", // 513 adminItemsKindNotGiven
  "പണി നടക്കുന്നു", // 514 adminItemsKindOngoing
  "പാക്കേജ്", // 515 adminItemsKindPackage
  "പ്ലോട്ട് (സെന്റ്)", // 516 adminItemsKindPlotCents
  "പ്ലോട്ടിന്റെ വലിപ്പം (സെന്റ്)", // 517 adminItemsKindPlotSize
  "നിരക്ക് പാക്കേജ്", // 518 adminItemsKindPricePackage
  "സേവനങ്ങൾ പേജിലെ പേര്, ഉദാ. Premium", // 519 adminItemsKindPricePackageHint
  "പ്രോജക്ട് ചേർക്കാനായില്ല. വീണ്ടും ശ്രമിക്കുക.", // 520 adminItemsKindProjectCreateFailed
  "പ്രോജക്ട് ചേർത്തു!", // 521 adminItemsKindProjectCreated
  "പ്രോജക്ട് ഡിലീറ്റ് ചെയ്യാനായില്ല. വീണ്ടും ശ്രമിക്കുക.", // 522 adminItemsKindProjectDeleteFailed
  "പ്രോജക്ട് വിവരങ്ങൾ", // 523 adminItemsKindProjectFacts
  "നിർബന്ധമില്ല. കാർഡുകളിൽ ഇവയിൽ ചിലത് ഒരു വരിയിൽ കാണിക്കും; പ്രോജക്ട് പേജിൽ എല്ലാം.", // 524 adminItemsKindProjectFactsNote
  "പ്രോജക്ട്", // 525 adminItemsKindProjectHeading
  "പ്രോജക്ട് ലോഡ് ചെയ്യാനായില്ല. വീണ്ടും ശ്രമിക്കുക.", // 526 adminItemsKindProjectLoadFailed
  "പ്രോജക്ട്", // 527 adminItemsKindProjectNoun
  "പ്രോജക്ട് പുതുക്കാനായില്ല. വീണ്ടും ശ്രമിക്കുക.", // 528 adminItemsKindProjectUpdateFailed
  "പ്രോജക്ട് പുതുക്കി!", // 529 adminItemsKindProjectUpdated
  "പ്രോജക്ടുകൾ", // 530 adminItemsKindProjectsCaption
  "പ്രോജക്ടുകൾ ലോഡ് ചെയ്യാനായില്ല. വീണ്ടും ശ്രമിക്കുക.", // 531 adminItemsKindProjectsLoadFailed
  "പ്രോജക്ടുകൾ", // 532 adminItemsKindProjectsNoun
  "ബ്ലോഗ് പോസ്റ്റ് പ്രസിദ്ധീകരിക്കുക", // 533 adminItemsKindPublishBlogPost
  "പ്രസിദ്ധീകരിക്കുന്നു...", // 534 adminItemsKindPublishing
  "കവർ ഫോട്ടോ നീക്കുക", // 535 adminItemsKindRemoveCover
  "പുതുക്കിപ്പണി", // 536 adminItemsKindRenovation
  "റെസിഡൻഷ്യൽ", // 537 adminItemsKindResidential
  "മാറ്റങ്ങൾ സേവ് ചെയ്യുക", // 538 adminItemsKindSaveChanges
  "ഡ്രാഫ്റ്റ് സേവ് ചെയ്യുക", // 539 adminItemsKindSaveDraft
  "സേവ് ചെയ്യുന്നു...", // 540 adminItemsKindSaving
  "പോസ്റ്റ് ഷെഡ്യൂൾ ചെയ്യുക", // 541 adminItemsKindSchedulePost
  "ബ്ലോഗ് പോസ്റ്റുകൾ തിരയുക", // 542 adminItemsKindSearchBlogPosts
  "തലക്കെട്ട്, ഉള്ളടക്കം, എഴുതിയ ആൾ എന്നിവ വഴി തിരയുക", // 543 adminItemsKindSearchBlogPostsPlaceholder
  "ഗാലറി ഇനങ്ങൾ തിരയുക", // 544 adminItemsKindSearchGalleryItems
  "തലക്കെട്ട്, വിവരണം എന്നിവ വഴി തിരയുക", // 545 adminItemsKindSearchGalleryPlaceholder
  "പ്രോജക്ടുകൾ തിരയുക", // 546 adminItemsKindSearchProjects
  "തലക്കെട്ട്, വിവരണം, സ്ഥലം എന്നിവ വഴി തിരയുക", // 547 adminItemsKindSearchProjectsPlaceholder
  "നില", // 548 adminItemsKindStatus
  "അയയ്ക്കുന്നു...", // 549 adminItemsKindSubmitting
  "ടാഗുകൾ", // 550 adminItemsKindTags
  "ടാഗുകൾ കോമ ഇട്ട് വേർതിരിക്കുക, ഉദാ. പുതുക്കിപ്പണി, കേരള വീടുകൾ", // 551 adminItemsKindTagsHint
  "ഈ ഗാലറി ഇനം", // 552 adminItemsKindThisGalleryItem
  "നുറുങ്ങുകളും ഉപദേശങ്ങളും", // 553 adminItemsKindTipsAdvice
  "തലക്കെട്ട്", // 554 adminItemsKindTitle
  "വിഭാഗമില്ല", // 555 adminItemsKindUncategorized
  "ബ്ലോഗ് പോസ്റ്റ് പുതുക്കുക", // 556 adminItemsKindUpdateBlogPost
  "പുതുക്കാനായില്ല. വീണ്ടും ശ്രമിക്കുക.", // 557 adminItemsKindUpdateFailed
  "ഗാലറി പുതുക്കുക", // 558 adminItemsKindUpdateGallery
  "പുതുക്കുന്നു...", // 559 adminItemsKindUpdating
  "അപ്‌ലോഡ് നടന്നില്ല. വീണ്ടും ശ്രമിക്കുക.", // 560 adminItemsKindUploadFailed
  "ഫോട്ടോകൾ അപ്‌ലോഡ് ചെയ്യുക", // 561 adminItemsKindUploadImages
  "അപ്‌ലോഡ് ചെയ്യുന്നു...", // 562 adminItemsKindUploading
  "വർഷം", // 563 adminItemsKindYear
  "പൂർത്തിയായതോ തുടങ്ങിയതോ ആയ വർഷം ({from}–{to})", // 564 adminItemsKindYearHint
  "പേജ് വിടുക", // 565 adminItemsLeave
  "ഈ പേജിൽ നിന്ന് പോകണോ? മാറ്റങ്ങൾ സേവ് ചെയ്തിട്ടില്ല.", // 566 adminItemsLeaveQuestion
  "കൂടുതൽ കാണിക്കുക", // 567 adminItemsLoadMore
  "കൂടുതൽ ലോഡ് ചെയ്യാനായില്ല. കണക്ഷൻ പരിശോധിച്ച് വീണ്ടും ശ്രമിക്കുക.", // 568 adminItemsLoadMoreFailed
  "ലോഡ് ചെയ്യുന്നു…", // 569 adminItemsLoading
  "മുമ്പത്തെ പതിപ്പുകളൊന്നുമില്ല: ഇനി ഓരോ സേവും ഇവിടെ സൂക്ഷിക്കും.", // 570 adminItemsNoEarlierVersions
  "“{query}” എന്നതിന് ചേരുന്ന {noun} ഇല്ല.", // 571 adminItemsNoMatch
  "(ഒന്നുമില്ല)", // 572 adminItemsNoneValue
  "(പുതിയ ടാബിൽ തുറക്കും)", // 573 adminItemsOpensInNewTab
  "{n} / {count}", // 574 adminItemsPhotoOf
  "പ്രിവ്യൂ", // 575 adminItemsPreview
  "പ്രിവ്യൂ തുറക്കാനായില്ല. വീണ്ടും ശ്രമിക്കുക.", // 576 adminItemsPreviewFailed
  "പ്രിവ്യൂ: {name}", // 577 adminItemsPreviewName
  "പ്രസിദ്ധീകരിക്കേണ്ട സമയം", // 578 adminItemsPublishOn
  "പ്രസിദ്ധീകരിക്കേണ്ട തീയതിയും സമയവും തിരഞ്ഞെടുക്കുക", // 579 adminItemsPublishTimeMissing
  "പ്രസിദ്ധീകരിച്ചു", // 580 adminItemsPublished
  "സേവ് ചെയ്താലുടൻ സന്ദർശകർക്ക് കാണാം.", // 581 adminItemsPublishedHint
  "പ്രസിദ്ധീകരണം", // 582 adminItemsPublishingLegend
  "തിരികെ കൊണ്ടുവരിക", // 583 adminItemsRestore
  "പതിപ്പ് തിരികെ കൊണ്ടുവരാനായില്ല. വീണ്ടും ശ്രമിക്കുക.", // 584 adminItemsRestoreFailed
  "{when} സേവ് ചെയ്ത പതിപ്പ് തിരികെ കൊണ്ടുവരണോ? ഇപ്പോഴുള്ളത് ചരിത്രത്തിൽ തുടരും.", // 585 adminItemsRestoreQuestion
  "{when} സേവ് ചെയ്ത പതിപ്പ് തിരികെ കൊണ്ടുവന്നു.", // 586 adminItemsRestored
  "സെഷൻ അവസാനിച്ചതിനാൽ വീണ്ടും ലോഗിൻ ചെയ്യേണ്ടിവന്നു. നിങ്ങൾ ടൈപ്പ് ചെയ്തത് തിരികെ കിട്ടി; തിരഞ്ഞെടുത്തിരുന്ന ഫോട്ടോകൾ വീണ്ടും ചേർക്കുക.", // 587 adminItemsRestoredNote
  "ഇപ്പോൾ സേവ് ചെയ്തതുതന്നെ.", // 588 adminItemsSameAsNow
  "ഇപ്പോഴുള്ളത്", // 589 adminItemsSavedNow
  "ഷെഡ്യൂൾ ചെയ്തു", // 590 adminItemsScheduled
  "ഷെഡ്യൂൾ ചെയ്തു · {when}", // 591 adminItemsScheduledFor
  "നിങ്ങൾ തിരഞ്ഞെടുക്കുന്ന സമയത്ത് തനിയെ പ്രസിദ്ധീകരിക്കും.", // 592 adminItemsScheduledHint
  "തിരയുക", // 593 adminItemsSearch
  "{noun}: {total}-ൽ {shown} എണ്ണം കാണിക്കുന്നു", // 594 adminItemsShowing
  "പേജിന്റെ വിലാസം: {address}", // 595 adminItemsSlugAddress
  "ഒഴിച്ചിട്ടാൽ തലക്കെട്ടിൽ നിന്ന് ഉണ്ടാക്കും: {address}", // 596 adminItemsSlugFromTitle
  "ഇംഗ്ലീഷ് അക്ഷരങ്ങളോ അക്കങ്ങളോ ഉപയോഗിക്കുക (a മുതൽ z, 0 മുതൽ 9).", // 597 adminItemsSlugInvalid
  "ഒഴിച്ചിട്ടാൽ തലക്കെട്ടിൽ നിന്ന് ഉണ്ടാക്കും.", // 598 adminItemsSlugMadeFromTitle
  ". പഴയ വിലാസം {address} ഇനി ഇവിടേക്ക് എത്തിക്കും.", // 599 adminItemsSlugOldAddress
  "എന്തോ പിശക് സംഭവിച്ചു. വീണ്ടും ശ്രമിക്കുക.", // 600 adminItemsSomethingWrong
  "ഈ പതിപ്പ്", // 601 adminItemsThisVersion
  "ആകെ: {total}", // 602 adminItemsTotal
  "ട്രാഷിലേക്ക് മാറ്റി; {days} ദിവസം അവിടെ ഉണ്ടാകും.", // 603 adminItemsTrashedMoved
  "ട്രാഷ് തുറന്ന്", // 604 adminItemsTrashedOpen
  "തിരികെ കൊണ്ടുവരാം.", // 605 adminItemsTrashedRestore
  "വീണ്ടും ശ്രമിക്കുക", // 606 adminItemsTryAgain
  "സേവ് ചെയ്യാത്ത മാറ്റങ്ങൾ", // 607 adminItemsUnsavedChanges
  "പേരില്ലാത്ത പ്രോജക്ട്", // 608 adminItemsUntitledProject
  "വെബ് വിലാസം (URL)", // 609 adminItemsUrl
  "സൈറ്റിൽ കാണുക", // 610 adminItemsViewOnSite
  "അഡ്മിൻ ഭാഗത്തെ മെനുകളും ബട്ടണുകളും സന്ദേശങ്ങളും, നിങ്ങൾക്ക് മാത്രം. പൊതു സൈറ്റിന്റെ ഭാഷകൾ മാറില്ല.", // 611 adminLanguageHint
  "ഭാഷ സേവ് ചെയ്തില്ല.", // 612 adminLanguageNotSaved
  "ഭാഷ സേവ് ചെയ്തില്ല. കണക്ഷൻ പരിശോധിച്ച് വീണ്ടും ശ്രമിക്കുക.", // 613 adminLanguageOffline
  "ഭാഷ സേവ് ചെയ്യുക", // 614 adminLanguageSave
  "അഡ്മിൻ ഭാഗം ഇനി മലയാളത്തിൽ.", // 615 adminLanguageSaved
  "സേവ് ചെയ്യുന്നു...", // 616 adminLanguageSaving
  "അഡ്മിൻ ഭാഷ", // 617 adminLanguageTitle
  "അവ തിരികെ ചേർക്കുക", // 618 adminPhotosAddBackMany
  "തിരികെ ചേർക്കുക", // 619 adminPhotosAddBackOne
  "ആ ഫോട്ടോ ഇതിൽ ഇതിനകം ഉണ്ട്, അതിനാൽ ഒഴിവാക്കി.", // 620 adminPhotosAlreadyStored
  "{n}-ാം ഫോട്ടോ നീക്കുന്നത് റദ്ദാക്കി; പഴയ സ്ഥാനത്തു തന്നെയുണ്ട്.", // 621 adminPhotosCancelled
  "ഒരു ഫോട്ടോ തിരഞ്ഞെടുക്കുക", // 622 adminPhotosChooseImage
  "ഫോട്ടോകൾ തിരഞ്ഞെടുക്കുക", // 623 adminPhotosChooseImages
  "എല്ലാം നീക്കുക", // 624 adminPhotosClearAll
  "ഈ ഫോട്ടോ ഡിലീറ്റ് ചെയ്യണോ?", // 625 adminPhotosConfirmDelete
  "കവർ", // 626 adminPhotosCover
  "ഇപ്പോഴുള്ള ഫോട്ടോ {n}", // 627 adminPhotosCurrentPhoto
  "ഒഴിവാക്കുക", // 628 adminPhotosDiscard
  "ഫോട്ടോ {n} വലിച്ചുനീക്കുക", // 629 adminPhotosDrag
  "{n}-ാം ഫോട്ടോ വച്ചു.", // 630 adminPhotosDropped
  "{n}-ാം ഫോട്ടോ {count}-ൽ {place}-ാം സ്ഥാനത്ത് വച്ചു.", // 631 adminPhotosDroppedAt
  "ഒരേ ഫോട്ടോ ഒന്നിലധികം തവണ വന്നത് ഒഴിവാക്കി.", // 632 adminPhotosDuplicatesSkipped
  "ഫോട്ടോ {n} മുന്നിലേക്ക് നീക്കുക", // 633 adminPhotosEarlier
  "ഈ ഫോട്ടോ നീക്കാൻ Space അമർത്തുക, പിന്നെ ആരോ കീകൾ; വയ്ക്കാൻ വീണ്ടും Space, റദ്ദാക്കാൻ Escape.", // 634 adminPhotosInstructions
  "ഫോട്ടോ {n} ആണ് കവർ", // 635 adminPhotosIsCover
  "പേജ് അടയുന്നതിന് മുമ്പ് തിരഞ്ഞെടുത്ത {count} ഫോട്ടോകൾ ഈ ഉപകരണത്തിൽ സൂക്ഷിച്ചിട്ടുണ്ട്.", // 636 adminPhotosKeptMany
  "പേജ് അടയുന്നതിന് മുമ്പ് തിരഞ്ഞെടുത്ത {count} ഫോട്ടോ ഈ ഉപകരണത്തിൽ സൂക്ഷിച്ചിട്ടുണ്ട്.", // 637 adminPhotosKeptOne
  "ഫോട്ടോ {n} പിന്നിലേക്ക് നീക്കുക", // 638 adminPhotosLater
  ", പുതിയത്: {count}", // 639 adminPhotosNewCount
  "പുതിയ ഫോട്ടോ {n} ({name})", // 640 adminPhotosNewPhoto
  "ഫോട്ടോ അയയ്ക്കാനായില്ല.", // 641 adminPhotosNotSent
  "{count} ഫോട്ടോകൾ ഇനിയും അയച്ചുകൊണ്ടിരിക്കുന്നു", // 642 adminPhotosOnTheWayMany
  "{count} ഫോട്ടോ ഇനിയും അയച്ചുകൊണ്ടിരിക്കുന്നു", // 643 adminPhotosOnTheWayOne
  "{n}-ാം ഫോട്ടോ ഇപ്പോൾ {count}-ൽ {place}-ാം സ്ഥാനത്തിനു മുകളിൽ.", // 644 adminPhotosOver
  "{count}-ൽ {n}-ാം ഫോട്ടോ എടുത്തു.", // 645 adminPhotosPickedUp
  "പ്രിവ്യൂ: {name}", // 646 adminPhotosPreviewOf
  "ഇപ്പോഴുള്ള ഫോട്ടോ {n} നീക്കുക", // 647 adminPhotosRemoveCurrent
  "പുതിയ ഫോട്ടോ നീക്കുക: {name}", // 648 adminPhotosRemoveNew
  "ഫോട്ടോ നീക്കി. ഉറപ്പാക്കാൻ മാറ്റങ്ങൾ സേവ് ചെയ്യുക.", // 649 adminPhotosRemoved
  "അയയ്ക്കുന്നു: {name}", // 650 adminPhotosSending
  "അയച്ചു", // 651 adminPhotosSent
  "പ്രോജക്ട് ചേർക്കുക", // 652 adminPhotosSharedAddProject
  "പങ്കിട്ടത് {n} / {count}: {name}", // 653 adminPhotosSharedAlt
  "ഫോണിൽ നിന്ന് {count} ഫോട്ടോകൾ പങ്കിട്ടു. ഇവ എന്തിനാണ്?", // 654 adminPhotosSharedCountMany
  "ഫോണിൽ നിന്ന് {count} ഫോട്ടോ പങ്കിട്ടു. ഇത് എന്തിനാണ്?", // 655 adminPhotosSharedCountOne
  "പുതിയ പ്രോജക്ട് തുടങ്ങുക", // 656 adminPhotosSharedNewProject
  "പങ്കിട്ട ഫോട്ടോകളൊന്നും ഇപ്പോൾ ഇല്ല. ഫോണിലെ ഗാലറിയിൽ ഫോട്ടോകൾ തിരഞ്ഞെടുത്ത് Share അമർത്തി ഈ സൈറ്റിന്റെ അഡ്മിൻ ആപ്പ് തിരഞ്ഞെടുക്കുക: അവ ഇവിടെ തുറക്കും, പുതിയ പ്രോജക്ടിനോ ഗാലറിക്കോ തയ്യാറായി.", // 657 adminPhotosSharedNone
  "നിങ്ങൾ പങ്കിട്ട ഫോട്ടോകൾ തുറക്കുന്നു…", // 658 adminPhotosSharedOpening
  "പങ്കിട്ട ഫോട്ടോകൾ", // 659 adminPhotosSharedTitle
  "ഗാലറിയിൽ ചേർക്കുക", // 660 adminPhotosSharedToGallery
  "സൂക്ഷിച്ച ഫോട്ടോ {n} / {count}", // 661 adminPhotosStoredFile
  "ഫോട്ടോ {n} കവർ ആക്കുക", // 662 adminPhotosUseAsCover
  "കണക്ഷനായി കാത്തിരിക്കുന്നു…", // 663 adminPhotosWaitingConnection
  "ഫോട്ടോകൾ അയയ്ക്കാൻ കണക്ഷനായി കാത്തിരിക്കുന്നു…", // 664 adminPhotosWaitingToSend
  "ഫോട്ടോ {n}-ൽ എന്താണ്", // 665 adminPhotosWhatImageShows
  "ഫോട്ടോയിൽ എന്താണ്", // 666 adminPhotosWhatItShows
  "ഇതിനകം ചേർന്നോ? ഇമെയിൽ വിലാസവും പാസ്‌വേഡും ഉപയോഗിച്ച് ലോഗിൻ ചെയ്യുക.", // 667 adminSignInAlreadyJoined
  "ഓതന്റിക്കേറ്റർ ആപ്പ് തുറന്ന് ഈ സൈറ്റിനായി കാണിക്കുന്ന 6 അക്ക കോഡ് നൽകുക.", // 668 adminSignInAppIntro
  "പുതിയ ലിങ്ക് ചോദിക്കുക", // 669 adminSignInAskNewLink
  "ലോഗിനിലേക്ക് മടങ്ങുക", // 670 adminSignInBackToLogin
  "ഇമെയിൽ നോക്കുക", // 671 adminSignInCheckEmail
  "പരിശോധിക്കുന്നു...", // 672 adminSignInChecking
  "ക്ഷണം പരിശോധിക്കുന്നു…", // 673 adminSignInCheckingInvitation
  "ലിങ്ക് പരിശോധിക്കുന്നു…", // 674 adminSignInCheckingLink
  "ഒരു പാസ്‌വേഡ് തിരഞ്ഞെടുക്കുക", // 675 adminSignInChoosePassword
  "പുതിയ പാസ്‌വേഡ് ഒന്നുകൂടി നൽകുക", // 676 adminSignInConfirmNewPassword
  "പാസ്‌വേഡ് ഒന്നുകൂടി നൽകുക", // 677 adminSignInConfirmPassword
  "കോപ്പി ചെയ്തു.", // 678 adminSignInCopied
  "കോഡുകൾ കോപ്പി ചെയ്യുക", // 679 adminSignInCopyCodes
  "ഇമെയിൽ വിലാസം", // 680 adminSignInEmail
  "ആപ്പിലെ 6 അക്ക കോഡ് നൽകുക.", // 681 adminSignInEnterAppCode
  "ഇമെയിൽ വിലാസം നൽകുക", // 682 adminSignInEnterEmail
  "നിങ്ങളുടെ റിക്കവറി കോഡുകളിൽ ഒന്ന് നൽകുക.", // 683 adminSignInEnterRecoveryCode
  "പാസ്‌വേഡ് മറന്നോ?", // 684 adminSignInForgotHeading
  "ലോഗിൻ ചെയ്യുന്ന ഇമെയിൽ വിലാസം നൽകുക; പുതിയ പാസ്‌വേഡ് സെറ്റ് ചെയ്യാനുള്ള ലിങ്ക് ഞങ്ങൾ അയച്ചുതരാം.", // 685 adminSignInForgotIntro
  "പാസ്‌വേഡ് മറന്നോ?", // 686 adminSignInForgotLink
  "പാസ്‌വേഡ് മറന്നു", // 687 adminSignInForgotTitle
  "ലോഗിൻ പേജിലേക്ക്", // 688 adminSignInGoToLogin
  "ലോഗിൻ പേജിലേക്ക് പോകുക", // 689 adminSignInGoToLoginPage
  "പാസ്‌വേഡുകൾ മറയ്ക്കുക", // 690 adminSignInHidePasswords
  "ഈ ലിങ്ക് പൂർണമല്ല", // 691 adminSignInIncompleteTitle
  "ഇമെയിലോ പാസ്‌വേഡോ തെറ്റാണ്. വീണ്ടും ശ്രമിക്കുക.", // 692 adminSignInInvalidLogin
  "ഈ ക്ഷണത്തിന്റെ കാലാവധി കഴിഞ്ഞു, അല്ലെങ്കിൽ ഇതിനകം ഉപയോഗിച്ചു. പുതിയ ക്ഷണത്തിനായി സൈറ്റിന്റെ ഉടമയോട് ചോദിക്കുക.", // 693 adminSignInInvitationGone
  "ഈ ക്ഷണം ഇനി പ്രവർത്തിക്കില്ല", // 694 adminSignInInvitationGoneTitle
  "ക്ഷണ ലിങ്കിന്റെ ഒരു ഭാഗം കാണുന്നില്ല. അത് വന്ന സന്ദേശത്തിൽ നിന്ന് വീണ്ടും തുറക്കുക, അല്ലെങ്കിൽ മുഴുവനായി കോപ്പി ചെയ്ത് അഡ്രസ് ബാറിൽ ഒട്ടിക്കുക.", // 695 adminSignInInvitationIncomplete
  "ക്ഷണം പരിശോധിക്കാനായില്ല", // 696 adminSignInInvitationUnchecked
  "{email} എന്ന വിലാസത്തിലാണ് നിങ്ങളെ ക്ഷണിച്ചത്. ഈ വിലാസം ഉപയോഗിച്ചാണ് നിങ്ങൾ ലോഗിൻ ചെയ്യേണ്ടത്.", // 697 adminSignInInvitedAs
  "ചേരുക", // 698 adminSignInJoin
  "{site} വെബ്സൈറ്റിന്റെ ടീമിൽ {role} ആയി ചേരുക", // 699 adminSignInJoinAs
  "ചേരാനായില്ല. വീണ്ടും ശ്രമിക്കുക.", // 700 adminSignInJoinFailed
  "ടീമിൽ ചേരുക", // 701 adminSignInJoinTitle
  "ചേരുന്നു...", // 702 adminSignInJoining
  "സൂക്ഷിച്ചുവച്ചു: തുടരുക", // 703 adminSignInKeptThem
  "ഈ ലിങ്ക് ഇനി പ്രവർത്തിക്കില്ല", // 704 adminSignInLinkGoneTitle
  "ലിങ്കിന്റെ ഒരു ഭാഗം കാണുന്നില്ല. ഇമെയിലിൽ നിന്ന് വീണ്ടും തുറക്കുക, അല്ലെങ്കിൽ മുഴുവനായി കോപ്പി ചെയ്ത് അഡ്രസ് ബാറിൽ ഒട്ടിക്കുക.", // 705 adminSignInLinkIncomplete
  "ആ വിലാസത്തിൽ ഒരു അക്കൗണ്ട് ഉണ്ടെങ്കിൽ, പുതിയ പാസ്‌വേഡ് സെറ്റ് ചെയ്യാനുള്ള ലിങ്ക് അയച്ചിട്ടുണ്ട്.", // 706 adminSignInLinkOnItsWay
  "ലിങ്ക് പരിശോധിക്കാനായില്ല", // 707 adminSignInLinkUnchecked
  "ലോഗിൻ ചെയ്യുന്നു...", // 708 adminSignInLoggingIn
  "ലോഗിൻ", // 709 adminSignInLoginTitle
  "ഫോൺ നഷ്ടപ്പെട്ടോ? റിക്കവറി കോഡ് ഉപയോഗിക്കുക", // 710 adminSignInLostPhone
  "{site} വെബ്സൈറ്റ് നോക്കിനടത്താൻ ലോഗിൻ ചെയ്യുക.", // 711 adminSignInManage
  "ടീമിലെ മറ്റുള്ളവർ കാണുന്ന പേര്.", // 712 adminSignInNameHint
  "പേര് നൽകണം", // 713 adminSignInNameRequired
  "പേര് 80 അക്ഷരത്തിൽ താഴെയാക്കുക", // 714 adminSignInNameTooLong
  "പുതിയ പാസ്‌വേഡ്", // 715 adminSignInNewPassword
  "ഈ വെബ്സൈറ്റിൽ നിന്ന് ഇമെയിൽ പോകില്ല, അതിനാൽ ലിങ്ക് ഒന്നും അയച്ചിട്ടില്ല. സൈറ്റിന്റെ ഉടമയോട് ചോദിക്കുക: അഡ്മിനിലെ അക്കൗണ്ടുകൾ എന്ന ഭാഗത്ത് ഏത് അക്കൗണ്ടിനും പുതിയ പാസ്‌വേഡ് സെറ്റ് ചെയ്യാനുള്ള ലിങ്ക് അവർക്ക് ഉണ്ടാക്കാം.", // 716 adminSignInNoMailText
  "ഈ സൈറ്റിന് ഇമെയിൽ അയയ്ക്കാനാവില്ല", // 717 adminSignInNoMailTitle
  "പാസ്‌കീ ഉപയോഗിച്ചില്ല. വീണ്ടും ശ്രമിക്കുക, അല്ലെങ്കിൽ പാസ്‌വേഡ് ഉപയോഗിച്ച് ലോഗിൻ ചെയ്യുക.", // 718 adminSignInNoPasskeyUsed
  "കുറച്ച് മിനിറ്റ് കഴിഞ്ഞിട്ടും ഒന്നും വന്നില്ലേ? സ്പാം ഫോൾഡർ നോക്കുക, അല്ലെങ്കിൽ വീണ്ടും ചോദിക്കുക.", // 719 adminSignInNothingYet
  "ഈ ഫോണിൽ: ഓതന്റിക്കേറ്റർ ആപ്പ് തുറക്കുക", // 720 adminSignInOpenApp
  "എല്ലാ അക്കൗണ്ടുകൾക്കും രണ്ടാം ഘട്ടം വേണമെന്ന് സൈറ്റിന്റെ ഉടമ ആവശ്യപ്പെടുന്നു. ഈ സൈറ്റ് ഒരു ഓതന്റിക്കേറ്റർ ആപ്പിൽ ചേർക്കുക (Google Authenticator, Microsoft Authenticator, 1Password…):", // 721 adminSignInOwnerAsks
  "പാസ്‌വേഡ്", // 722 adminSignInPassword
  "കുറഞ്ഞത് {count} അക്ഷരങ്ങൾ. ഓർമ്മയിൽ നിൽക്കുന്ന ഏതാനും വാക്കുകൾ ചേർത്താൽ നല്ല പാസ്‌വേഡ് ആകും.", // 723 adminSignInPasswordHint
  "പാസ്‌വേഡ് സെറ്റ് ചെയ്തില്ല. വീണ്ടും ശ്രമിക്കുക.", // 724 adminSignInPasswordNotSet
  "പുതിയ പാസ്‌വേഡ് സെറ്റ് ചെയ്തു. അതുപയോഗിച്ച് ലോഗിൻ ചെയ്യുക.", // 725 adminSignInPasswordSet
  "കുറഞ്ഞത് {count} അക്ഷരങ്ങൾ വേണം", // 726 adminSignInPasswordTooShort
  "രണ്ട് പാസ്‌വേഡുകളും ഒന്നല്ല", // 727 adminSignInPasswordsDiffer
  "നിങ്ങളുടെ കീ തയ്യാറാക്കുന്നു…", // 728 adminSignInPreparingKey
  "ഓതന്റിക്കേറ്റർ ആപ്പ് ഉപയോഗിച്ച് സ്കാൻ ചെയ്യാനുള്ള QR കോഡ്", // 729 adminSignInQrAlt
  "റിക്കവറി കോഡ്", // 730 adminSignInRecoveryCode
  "റിക്കവറി കോഡുകൾ", // 731 adminSignInRecoveryCodes
  "രണ്ട്-ഘട്ട ലോഗിൻ ഓൺ ചെയ്തപ്പോൾ സൂക്ഷിച്ചുവച്ച റിക്കവറി കോഡുകളിൽ ഒന്ന് നൽകുക.", // 732 adminSignInRecoveryIntro
  "ഫോൺ നഷ്ടപ്പെട്ടാൽ, ആപ്പിന് പകരം ഈ ഓരോ കോഡും ഉപയോഗിച്ച് ഒരു തവണ ലോഗിൻ ചെയ്യാം. ഫോണിൽ നിന്ന് മാറി, സുരക്ഷിതമായ ഒരിടത്ത് സൂക്ഷിക്കുക: ഇവ ഇപ്പോൾ മാത്രമേ കാണിക്കൂ.", // 733 adminSignInRecoveryText
  "നിങ്ങളുടെ റിക്കവറി കോഡുകൾ", // 734 adminSignInRecoveryTitle
  "ഈ ലിങ്കിന്റെ കാലാവധി കഴിഞ്ഞു, അല്ലെങ്കിൽ ഇതിനകം ഉപയോഗിച്ചു. പുതിയൊരെണ്ണം ചോദിക്കുക.", // 735 adminSignInResetGone
  "{email}-ന് പുതിയ പാസ്‌വേഡ് സെറ്റ് ചെയ്യുക. പിന്നെ അതുപയോഗിച്ച് ലോഗിൻ ചെയ്യാം; ലോഗിൻ ചെയ്തിരിക്കുന്ന എല്ലാ ഉപകരണങ്ങളും ലോഗൗട്ട് ആകും, നിങ്ങളുടെ പാസ്‌കീകൾ നീക്കം ചെയ്യപ്പെടും (നിങ്ങളുടെ അക്കൗണ്ട് പേജിൽ നിന്ന് വീണ്ടും ചേർക്കാം).", // 736 adminSignInResetIntro
  "പുതിയ പാസ്‌വേഡ് സെറ്റ് ചെയ്യുക", // 737 adminSignInResetTitle
  "സേവ് ചെയ്യുന്നു...", // 738 adminSignInSaving
  "മുകളിലെ കോഡുകൾ സെലക്ട് ചെയ്ത് കോപ്പി ചെയ്യുക.", // 739 adminSignInSelectCodes
  "ലിങ്ക് അയച്ചുതരൂ", // 740 adminSignInSendLink
  "അയയ്ക്കുന്നു...", // 741 adminSignInSending
  "ഇത് ലോഗിൻ ചെയ്തിരിക്കുന്ന എല്ലാ ഉപകരണങ്ങളെയും ലോഗൗട്ട് ചെയ്യും.", // 742 adminSignInServerSignsOut
  "അവിടെ, വെബ്സൈറ്റിന്റെ ഫോൾഡറിൽ, ഈ കമാൻഡ് ഉപയോഗിച്ചും പാസ്‌വേഡ് സെറ്റ് ചെയ്യാം:", // 743 adminSignInServerText
  "വെബ്സൈറ്റിന്റെ സെർവർ നോക്കുന്നയാൾക്ക്", // 744 adminSignInServerTitle
  "പുതിയ പാസ്‌വേഡ് സെറ്റ് ചെയ്യുക", // 745 adminSignInSetPassword
  "പാസ്‌വേഡുകൾ കാണിക്കുക", // 746 adminSignInShowPasswords
  "ലോഗിൻ ചെയ്യുക", // 747 adminSignInSignIn
  "വീണ്ടും ലോഗിൻ ചെയ്യുക", // 748 adminSignInSignInAgain
  "6 അക്ക കോഡ്", // 749 adminSignInSixDigitCode
  "എന്തോ പിഴവ് സംഭവിച്ചു. വീണ്ടും ശ്രമിക്കുക.", // 750 adminSignInSomethingWrong
  "ആദ്യം ഇമെയിൽ വിലാസവും പാസ്‌വേഡും ഉപയോഗിച്ച് ലോഗിൻ ചെയ്യുക.", // 751 adminSignInStartWithPassword
  "ഈ", // 752 adminSignInTheSite
  "പിന്നെ ആപ്പിൽ കാണുന്ന 6 അക്ക കോഡ് നൽകുക.", // 753 adminSignInThenEnterCode
  "ഒരുപാട് തവണ ലോഗിൻ ചെയ്യാൻ ശ്രമിച്ചു. കുറച്ച് മിനിറ്റ് കാത്തിരുന്ന് വീണ്ടും ശ്രമിക്കുക.", // 754 adminSignInTooManyAttempts
  "ഒരുപാട് തവണ ലോഗിൻ ചെയ്യാൻ ശ്രമിച്ചു. {count} മിനിറ്റ് കാത്തിരുന്ന് വീണ്ടും ശ്രമിക്കുക.", // 755 adminSignInTooManyAttemptsMany
  "ഒരുപാട് തവണ ലോഗിൻ ചെയ്യാൻ ശ്രമിച്ചു. {count} മിനിറ്റ് കാത്തിരുന്ന് വീണ്ടും ശ്രമിക്കുക.", // 756 adminSignInTooManyAttemptsOne
  "ഒരുപാട് അഭ്യർത്ഥനകൾ വന്നു. കുറച്ചുനേരം കാത്തിരുന്ന് വീണ്ടും ശ്രമിക്കുക.", // 757 adminSignInTooManyRequests
  "ഒരുപാട് അഭ്യർത്ഥനകൾ വന്നു. {count} മിനിറ്റ് കാത്തിരുന്ന് വീണ്ടും ശ്രമിക്കുക.", // 758 adminSignInTooManyRequestsMany
  "ഒരുപാട് അഭ്യർത്ഥനകൾ വന്നു. {count} മിനിറ്റ് കാത്തിരുന്ന് വീണ്ടും ശ്രമിക്കുക.", // 759 adminSignInTooManyRequestsOne
  "വീണ്ടും ശ്രമിക്കുക", // 760 adminSignInTryAgain
  "രണ്ട്-ഘട്ട ലോഗിൻ", // 761 adminSignInTwoStepTitle
  "അല്ലെങ്കിൽ ഈ കീ ആപ്പിൽ ടൈപ്പ് ചെയ്യുക:", // 762 adminSignInTypeKey
  "പകരം ഓതന്റിക്കേറ്റർ ആപ്പ് ഉപയോഗിക്കുക", // 763 adminSignInUseApp
  "പാസ്‌കീ ഉപയോഗിക്കുക", // 764 adminSignInUsePasskey
  "ഉറപ്പാക്കുക", // 765 adminSignInVerify
  "പാസ്‌കീക്കായി കാത്തിരിക്കുന്നു...", // 766 adminSignInWaitingPasskey
  "വീണ്ടും സ്വാഗതം", // 767 adminSignInWelcome
  "നിങ്ങളുടെ പേര്", // 768 adminSignInYourName
  "നിങ്ങൾ ആരാണെന്ന്: ഞങ്ങളെക്കുറിച്ച് പേജിലെ കഥ, നാഴികക്കല്ലുകൾ, സന്ദർശകർ കാണാൻ പോകുന്ന ആളുകൾ.", // 769 adminSiteAboutIntro
  "ടീം അംഗം", // 770 adminSiteAboutMember
  "ടീം അംഗങ്ങൾ", // 771 adminSiteAboutMemberMany
  "ടീം അംഗം {n}", // 772 adminSiteAboutMemberNumbered
  "യോഗ്യത", // 773 adminSiteAboutMemberQualification
  "നാഴികക്കല്ല്", // 774 adminSiteAboutMilestone
  "നാഴികക്കല്ലുകൾ", // 775 adminSiteAboutMilestoneMany
  "നാഴികക്കല്ല് {n}", // 776 adminSiteAboutMilestoneNumbered
  "നാഴികക്കല്ലിന്റെ വാചകം", // 777 adminSiteAboutMilestoneText
  "നാഴികക്കല്ല്", // 778 adminSiteAboutMilestoneTitle
  "വർഷം", // 779 adminSiteAboutMilestoneYear
  "ദൗത്യം", // 780 adminSiteAboutMission
  "ഞങ്ങളെക്കുറിച്ച് ഫോട്ടോ", // 781 adminSiteAboutPhoto
  "ജോലിയിലുള്ള നിങ്ങളുടെ ടീം, അല്ലെങ്കിൽ ഓഫീസ്; കഥയ്ക്കരികെ കാണിക്കും.", // 782 adminSiteAboutPhotoHint
  "കഥ മാത്രം കാണിക്കും.", // 783 adminSiteAboutPhotoNone
  "ഞങ്ങളുടെ കഥ", // 784 adminSiteAboutStory
  "ഖണ്ഡികകൾക്കിടയിൽ ഒരു ഒഴിഞ്ഞ വരി (6 വരെ).", // 785 adminSiteAboutStoryHint
  "ടീം", // 786 adminSiteAboutTeam
  "ഞങ്ങളെക്കുറിച്ച് പേജിലെ ആളുകൾ; ഫോട്ടോ ഇല്ലെങ്കിൽ പേരിന്റെ ആദ്യാക്ഷരങ്ങൾ കാണിക്കും.", // 787 adminSiteAboutTeamHint
  "നാൾവഴി", // 788 adminSiteAboutTimeline
  "ഞങ്ങളെക്കുറിച്ച് പേജിൽ വരുന്ന ക്രമത്തിൽ നാഴികക്കല്ലുകൾ.", // 789 adminSiteAboutTimelineHint
  "കാഴ്ചപ്പാട്", // 790 adminSiteAboutVision
  "ഉത്തരം", // 791 adminSiteAbroadAnswer
  "വിളിക്കാനുള്ള സമയത്തിന് താഴെയുള്ള കുറിപ്പ്", // 792 adminSiteAbroadCallNote
  "ആ സമയത്ത് വിളിക്കാൻ പറ്റാത്ത സന്ദർശകർക്ക്. ഒന്നും കാണിക്കേണ്ടെങ്കിൽ ഒഴിച്ചിടുക.", // 793 adminSiteAbroadCallNoteHint
  "വിളിക്കാനുള്ള സമയം", // 794 adminSiteAbroadCallTimes
  "ഗൾഫ് സമയത്തിലുള്ള ഓഫീസ് സമയത്തിന് താഴെ.", // 795 adminSiteAbroadCallTimesHint
  "UAE, സൗദി അറേബ്യ, ഖത്തർ, ഒമാൻ, കുവൈത്ത്, ബഹ്റൈൻ എന്നിവിടങ്ങളിൽ നിന്ന് വീട് പണിയുന്ന കുടുംബങ്ങൾക്കുള്ള പേജ്: അവർ ദൂരെയിരിക്കുമ്പോൾ നിങ്ങൾ അവരോടൊപ്പം എങ്ങനെ പ്രവർത്തിക്കുന്നു. വിളിക്കാനുള്ള സമയം നിങ്ങളുടെ ഓഫീസ് സമയമാണ് (കമ്പനി വിവരങ്ങൾ), ഗൾഫ് സമയത്തിൽ കാണിക്കും.", // 796 adminSiteAbroadIntro
  "വിദേശത്തുള്ള ഒരു കുടുംബത്തിനായി നിങ്ങൾ പണിത വീട്; വിഷയങ്ങൾക്ക് മുകളിൽ കാണിക്കും.", // 797 adminSiteAbroadPhotoHint
  "പേജിൽ ഫോട്ടോ കാണിക്കില്ല.", // 798 adminSiteAbroadPhotoNone
  "ചോദ്യം", // 799 adminSiteAbroadQuestion
  "ചോദ്യങ്ങൾ", // 800 adminSiteAbroadQuestionMany
  "ചോദ്യം {n}", // 801 adminSiteAbroadQuestionNumbered
  "ചോദ്യം", // 802 adminSiteAbroadQuestionText
  "ചോദ്യങ്ങൾ", // 803 adminSiteAbroadQuestions
  "ചോദ്യങ്ങളും ഉത്തരങ്ങളും, ഓരോന്നും ടാപ്പ് ചെയ്താൽ തുറക്കും. ഒന്നും കാണിക്കേണ്ടെങ്കിൽ ലിസ്റ്റ് ഒഴിച്ചിടുക.", // 804 adminSiteAbroadQuestionsHint
  "പേജിന്റെ മുകൾഭാഗം", // 805 adminSiteAbroadTop
  "വിഷയം", // 806 adminSiteAbroadTopic
  "വിഷയങ്ങൾ", // 807 adminSiteAbroadTopicMany
  "വിഷയം {n}", // 808 adminSiteAbroadTopicNumbered
  "വിഷയങ്ങൾ", // 809 adminSiteAbroadTopics
  "വിദേശത്തുള്ള കുടുംബം അറിയേണ്ട കാര്യങ്ങൾ, പേജിൽ വരുന്ന ക്രമത്തിൽ.", // 810 adminSiteAbroadTopicsHint
  "ഡാഷ്ബോർഡിലേക്ക് മടങ്ങുക", // 811 adminSiteBackToDashboard
  "വിലാസം", // 812 adminSiteCompanyAddress
  "കെട്ടിടവും തെരുവും, ഓരോന്നും ഓരോ വരിയിൽ (4 വരി വരെ).", // 813 adminSiteCompanyAddressHint
  "സർട്ടിഫിക്കേഷൻ", // 814 adminSiteCompanyCertification
  "നഗരം", // 815 adminSiteCompanyCity
  "ബന്ധപ്പെടാൻ", // 816 adminSiteCompanyContact
  "എല്ലാ പേജിലെയും കോൾ, വാട്ട്സ്ആപ്പ് ബട്ടണുകൾ ഈ നമ്പറുകളാണ് ഉപയോഗിക്കുന്നത്.", // 817 adminSiteCompanyContactHint
  "ഡെവലപ്പർ ക്രെഡിറ്റ്", // 818 adminSiteCompanyCredit
  "സൈറ്റ് ഉണ്ടാക്കിയവരുടെ പേര് പറയുന്ന, എല്ലാ പേജിന്റെയും അടിയിലെ വരി.", // 819 adminSiteCompanyCreditHint
  "ഡെവലപ്പർ ലിങ്ക്", // 820 adminSiteCompanyCreditUrl
  "ഇമെയിൽ", // 821 adminSiteCompanyEmail
  "സന്ദർശകർ നിങ്ങൾക്ക് എഴുതുന്ന വിലാസം.", // 822 adminSiteCompanyEmailHint
  "Facebook ലിങ്ക്", // 823 adminSiteCompanyFacebook
  "കണക്കുകൾ", // 824 adminSiteCompanyFigures
  "ഹോം, ഞങ്ങളെക്കുറിച്ച് പേജുകളിൽ പറയുന്ന കണക്കുകൾ, സെർച്ച് എഞ്ചിനുകൾക്ക് നൽകുന്ന തുടക്ക നിരക്കും.", // 825 adminSiteCompanyFiguresHint
  "തുടങ്ങിയ വർഷം", // 826 adminSiteCompanyFounded
  "പ്രവൃത്തിപരിചയത്തിന്റെ വർഷങ്ങൾ ഇതിൽ നിന്ന് കണക്കാക്കും, അതിനാൽ എല്ലാ വർഷവും ശരിയായിരിക്കും.", // 827 adminSiteCompanyFoundedHint
  "കമ്പനി", // 828 adminSiteCompanyGroup
  "ഓഫീസ് സമയം", // 829 adminSiteCompanyHours
  "കോൺടാക്ട് പേജിലും ഫൂട്ടറിലും കാണിക്കും; ഒരേ സമയമുള്ള ദിവസങ്ങൾ ഒറ്റ വരിയായി വരും.", // 830 adminSiteCompanyHoursHint
  "Instagram ലിങ്ക്", // 831 adminSiteCompanyInstagram
  "നിങ്ങളുടെ പേരും നമ്പറുകളും വിലാസവും എല്ലാ പേജിലും, കോൾ, വാട്ട്സ്ആപ്പ് ബട്ടണുകളിലും, സെർച്ച് എഞ്ചിനുകൾ വായിക്കുന്നതിലും വരും.", // 832 adminSiteCompanyIntro
  "LinkedIn ലിങ്ക്", // 833 adminSiteCompanyLinkedin
  "ലോഗോ", // 834 adminSiteCompanyLogo
  "SVG, അല്ലെങ്കിൽ പശ്ചാത്തലമില്ലാത്ത (transparent) PNG ആണ് നല്ലത്: ഹെഡറിലും ഫൂട്ടറിലും ബ്രൗസർ ടാബിലും, പേജ് ഷെയർ ചെയ്യുമ്പോഴും, സെർച്ച് എഞ്ചിനുകൾക്കും ഇത് കാണിക്കും.", // 835 adminSiteCompanyLogoHint
  "സൈറ്റിൽ പേരിനരികെ ഒരു വീടിന്റെ ചിഹ്നം കാണിക്കും.", // 836 adminSiteCompanyLogoNone
  "മാപ്പ്", // 837 adminSiteCompanyMap
  "മാപ്പ് എംബെഡ് ലിങ്ക്", // 838 adminSiteCompanyMapEmbed
  "Google Maps-ൽ: Share, പിന്നെ 'Embed a map', എന്നിട്ട് HTML കോപ്പി ചെയ്യുക. OpenStreetMap-ൽ: Share, പിന്നെ HTML. അത് മുഴുവനായി പേസ്റ്റ് ചെയ്യുക; ലിങ്ക് അതിൽ നിന്ന് എടുക്കും.", // 839 adminSiteCompanyMapHint
  "മാപ്പ് ലിങ്ക്", // 840 adminSiteCompanyMapOpen
  "'Open in Maps' തുറക്കുന്ന ലിങ്ക്: നിങ്ങളുടെ ഓഫീസിന്റെ സ്ഥലത്തിന്റെ Share ലിങ്ക്.", // 841 adminSiteCompanyMapOpenHint
  "കമ്പനിയുടെ പേര്", // 842 adminSiteCompanyName
  "ഹെഡറിലും ഫൂട്ടറിലും ബ്രൗസർ ടാബിലും കാണിക്കും.", // 843 adminSiteCompanyNameHint
  "ഫോൺ", // 844 adminSiteCompanyPhone
  "നിങ്ങളുടെ 10 അക്ക നമ്പർ, ഉദാ: 98765 43210. +91 തനിയെ ചേർക്കും.", // 845 adminSiteCompanyPhoneHint
  "പിൻ കോഡ്", // 846 adminSiteCompanyPostalCode
  "പൂർത്തിയാക്കിയ പ്രോജക്ടുകൾ", // 847 adminSiteCompanyProjects
  "റേറ്റിംഗ്", // 848 adminSiteCompanyRating
  "സന്ദർശകർക്ക് പരിശോധിക്കാവുന്നിടത്തെ (Google, Facebook…) ഉപഭോക്താക്കളുടെ റേറ്റിംഗ്: റിവ്യൂകളിലേക്കുള്ള ലിങ്കോടെ ഹോം, ഞങ്ങളെക്കുറിച്ച് പേജുകളിൽ കാണിക്കും.", // 849 adminSiteCompanyRatingHint
  "റേറ്റിംഗ് (5-ൽ)", // 850 adminSiteCompanyRatingValue
  "സംസ്ഥാനം", // 851 adminSiteCompanyRegion
  "രജിസ്ട്രേഷൻ", // 852 adminSiteCompanyRegistration
  "രജിസ്ട്രേഷനുകൾ", // 853 adminSiteCompanyRegistrationMany
  "രജിസ്ട്രേഷന്റെ പേര്", // 854 adminSiteCompanyRegistrationName
  "രജിസ്ട്രേഷൻ നമ്പർ", // 855 adminSiteCompanyRegistrationNumber
  "രജിസ്ട്രേഷൻ {n}", // 856 adminSiteCompanyRegistrationNumbered
  "രജിസ്ട്രേഷനുകൾ", // 857 adminSiteCompanyRegistrations
  "വിശ്വാസ്യതയ്ക്കായി ഫൂട്ടറിൽ കാണിക്കും: നിങ്ങളുടെ GSTIN, ISO 9001 സർട്ടിഫിക്കറ്റ് നമ്പർ, RERA നമ്പർ.", // 858 adminSiteCompanyRegistrationsHint
  "റിവ്യൂകളുടെ എണ്ണം", // 859 adminSiteCompanyReviewCount
  "റിവ്യൂകൾ എവിടെ", // 860 adminSiteCompanyReviewSource
  "റിവ്യൂ ലിങ്ക്", // 861 adminSiteCompanyReviewUrl
  "ഉപഭോക്തൃ സംതൃപ്തി", // 862 adminSiteCompanySatisfaction
  "സോഷ്യൽ മീഡിയ ലിങ്കുകൾ", // 863 adminSiteCompanySocial
  "ലിങ്ക് നൽകിയവയുടെ ഐക്കൺ മാത്രം കാണിക്കും. ഐക്കൺ മറയ്ക്കാൻ ഫീൽഡ് ഒഴിച്ചിടുക.", // 864 adminSiteCompanySocialHint
  "തുടക്ക നിരക്ക്", // 865 adminSiteCompanyStartingPrice
  "തുടക്ക നിരക്കിന്റെ യൂണിറ്റ്", // 866 adminSiteCompanyStartingPriceUnit
  "കമ്പനിയെക്കുറിച്ച്", // 867 adminSiteCompanySummary
  "ഫൂട്ടറിൽ പേരിന് താഴെ ഒന്നോ രണ്ടോ വാചകം; സെർച്ച് എഞ്ചിനുകൾക്ക് നൽകുന്ന വിവരണവും ഇതാണ്.", // 868 adminSiteCompanySummaryHint
  "ടാഗ്‌ലൈൻ", // 869 adminSiteCompanyTagline
  "ഫൂട്ടറിൽ പേരിന് താഴെ ഒരു വരി.", // 870 adminSiteCompanyTaglineHint
  "ടീം അംഗങ്ങൾ", // 871 adminSiteCompanyTeamMembers
  "YouTube ലിങ്ക്", // 872 adminSiteCompanyYoutube
  "യുഎഇ ദിർഹം", // 873 adminSiteCurrencyAed
  "ബഹ്റൈൻ ദിനാർ", // 874 adminSiteCurrencyBhd
  "കുവൈത്ത് ദിനാർ", // 875 adminSiteCurrencyKwd
  "ഒമാൻ റിയാൽ", // 876 adminSiteCurrencyOmr
  "ഖത്തർ റിയാൽ", // 877 adminSiteCurrencyQar
  "സൗദി റിയാൽ", // 878 adminSiteCurrencySar
  "{day} അവധി", // 879 adminSiteDayClosed
  "{day} അടയ്ക്കുന്ന സമയം", // 880 adminSiteDayCloses
  "വെള്ളിയാഴ്ച", // 881 adminSiteDayFriday
  "തിങ്കളാഴ്ച", // 882 adminSiteDayMonday
  "{day} തുറക്കുന്ന സമയം", // 883 adminSiteDayOpens
  "ശനിയാഴ്ച", // 884 adminSiteDaySaturday
  "ഞായറാഴ്ച", // 885 adminSiteDaySunday
  "വ്യാഴാഴ്ച", // 886 adminSiteDayThursday
  "ചൊവ്വാഴ്ച", // 887 adminSiteDayTuesday
  "ബുധനാഴ്ച", // 888 adminSiteDayWednesday
  "തലക്കെട്ട്", // 889 adminSiteFieldHeading
  "പ്രധാന തലക്കെട്ട്", // 890 adminSiteFieldHeadline
  "ഐക്കൺ", // 891 adminSiteFieldIcon
  "ആമുഖം", // 892 adminSiteFieldIntroduction
  "പേര്", // 893 adminSiteFieldName
  "ഫോട്ടോ", // 894 adminSiteFieldPhoto
  "പദവി", // 895 adminSiteFieldPosition
  "വാചകം", // 896 adminSiteFieldText
  "തലക്കെട്ട്", // 897 adminSiteFieldTitle
  "ഞങ്ങളെക്കുറിച്ചുള്ള ബാൻഡ്", // 898 adminSiteHomeAbout
  "സേവന കാർഡുകൾക്ക് താഴെ, നിങ്ങളുടെ നാല് കണക്കുകൾക്കരികെയുള്ള ഇരുണ്ട ബാൻഡ് (കണക്കുകൾ കമ്പനി വിവരങ്ങളിൽ).", // 899 adminSiteHomeAboutHint
  "ഞങ്ങളെക്കുറിച്ചുള്ള വാചകം", // 900 adminSiteHomeAboutText
  "സേവന കാർഡ്", // 901 adminSiteHomeCard
  "സേവന കാർഡുകൾ", // 902 adminSiteHomeCardMany
  "കാർഡ് {n}", // 903 adminSiteHomeCardNumbered
  "സേവനം", // 904 adminSiteHomeCardService
  "കാർഡ് തുറക്കുന്ന സേവനം.", // 905 adminSiteHomeCardServiceHint
  "കാർഡിലെ വാചകം", // 906 adminSiteHomeCardText
  "കാർഡിന്റെ തലക്കെട്ട്", // 907 adminSiteHomeCardTitle
  "സേവന കാർഡുകൾ", // 908 adminSiteHomeCards
  "ആറ് കാർഡുകൾ, ഓരോന്നും സേവനങ്ങളുടെ പേജിലെ ഒരു സേവനത്തിലേക്ക്.", // 909 adminSiteHomeCardsHint
  "പേജിന്റെ മുകൾഭാഗം", // 910 adminSiteHomeHero
  "ഹോം പേജിന്റെ ഏറ്റവും മുകളിൽ, കോൾ, വാട്ട്സ്ആപ്പ് ബട്ടണുകൾക്കരികെ.", // 911 adminSiteHomeHeroHint
  "മുകൾഭാഗത്തെ ഫോട്ടോ", // 912 adminSiteHomeHeroPhoto
  "പണി തീർന്ന ഒരു വീടിന്റെ വീതിയുള്ള ഫോട്ടോ, കുറഞ്ഞത് 1600 പിക്സൽ വീതി. സ്ക്രീൻ നിറയാൻ പാകത്തിന് മുറിക്കും.", // 913 adminSiteHomeHeroPhotoHint
  "സൈറ്റിൽ ഒരു വീടിന്റെ വര കാണിക്കും.", // 914 adminSiteHomeHeroPhotoNone
  "മുകൾഭാഗത്തെ വാചകം", // 915 adminSiteHomeHeroText
  "സന്ദർശകർ ആദ്യം കാണുന്ന സ്ക്രീൻ: പ്രധാന തലക്കെട്ട്, നിങ്ങളുടെ ഏറ്റവും നല്ല ഫോട്ടോ, മൂന്ന് കണക്കുകൾ, ആറ് സേവനങ്ങൾ.", // 916 adminSiteHomeIntro
  "ഉറപ്പുകൾ", // 917 adminSiteHomePromises
  "ഓരോ ഉപഭോക്താവിനും നിങ്ങൾ നൽകുന്ന ഉറപ്പുകൾ, ഒരു വരിയിൽ ഒന്ന് (5 വരെ).", // 918 adminSiteHomePromisesHint
  "കണക്ക് ബോക്സ്", // 919 adminSiteHomeStat
  "ലേബൽ", // 920 adminSiteHomeStatLabel
  "കണക്ക് ബോക്സുകൾ", // 921 adminSiteHomeStatMany
  "ബോക്സ് {n}", // 922 adminSiteHomeStatNumbered
  "കണക്ക്", // 923 adminSiteHomeStatValue
  "കണക്ക് ബോക്സുകൾ", // 924 adminSiteHomeStats
  "മുകൾഭാഗത്തിന് താഴെ മൂന്ന് കണക്കുകൾ.", // 925 adminSiteHomeStatsHint
  "എല്ലാ ദിവസവും 9:00–18:00", // 926 adminSiteHoursEveryDay
  "ആഴ്ച മുഴുവൻ ഇങ്ങനെ നിറയ്ക്കുക", // 927 adminSiteHoursFill
  "തിങ്കൾ–വെള്ളി 9:30–17:30, ശനി 9:30–13:30, ഞായർ അവധി", // 928 adminSiteHoursMonToFri
  "തിങ്കൾ–ശനി 9:00–18:00, ഞായർ അവധി", // 929 adminSiteHoursMonToSat
  "ഓഫീസ് സമയം: {hours}. ഏത് ദിവസവും താഴെ മാറ്റാം.", // 930 adminSiteHoursSet
  "ഇഷ്ടികച്ചുമർ", // 931 adminSiteIconBrickWall
  "ചുറ്റിക", // 932 adminSiteIconHammer
  "വീട്", // 933 adminSiteIconHouse
  "പെയിന്റ് റോളർ", // 934 adminSiteIconPaintRoller
  "പെൻസിലും സ്കെയിലും (ഡിസൈൻ)", // 935 adminSiteIconPencilRuler
  "മൺവെട്ടി", // 936 adminSiteIconShovel
  "സോഫ (ഇന്റീരിയർ)", // 937 adminSiteIconSofa
  "മിന്നൽ (ഇലക്ട്രിക്കൽ)", // 938 adminSiteIconZap
  "പോകുക", // 939 adminSiteLeave
  "സേവ് ചെയ്യാത്ത മാറ്റങ്ങളുണ്ട്. ഈ പേജ് വിട്ടാൽ അവ നഷ്ടമാകും. പോകണോ?", // 940 adminSiteLeaveQuestion
  "{noun} ചേർക്കുക", // 941 adminSiteListAdd
  "പുതിയ {noun} അവസാനം ചേർത്തു.", // 942 adminSiteListAdded
  "പരമാവധി {max}", // 943 adminSiteListAtMost
  "{name} താഴേക്ക് നീക്കുക", // 944 adminSiteListMoveDown
  "{name} മുകളിലേക്ക് നീക്കുക", // 945 adminSiteListMoveUp
  "{name} ഇപ്പോൾ {total}-ൽ {position}-ാമത്.", // 946 adminSiteListMoved
  "തിരുത്തണം", // 947 adminSiteListNeedsChange
  "{name} നീക്കുക", // 948 adminSiteListRemove
  "{name} നീക്കി. മാറ്റം വരാൻ സേവ് ചെയ്യുക.", // 949 adminSiteListRemoved
  "പരമാവധി {max}", // 950 adminSiteListUpTo
  "സൈറ്റിന്റെ ഈ ഭാഗം ലോഡ് ചെയ്യാനായില്ല. വീണ്ടും ശ്രമിക്കുക.", // 951 adminSiteLoadError
  "സൈറ്റിൽ പേരിന്റെ ആദ്യാക്ഷരങ്ങൾ കാണിക്കും.", // 952 adminSiteNoPhotoInitials
  "സേവ് ചെയ്യാത്ത മാറ്റങ്ങളില്ല.", // 953 adminSiteNoUnsaved
  "സേവ് ചെയ്തില്ല: {count} ഫീൽഡുകൾ തിരുത്തണം.", // 954 adminSiteNotSavedMany
  "സേവ് ചെയ്തില്ല: ഒരു ഫീൽഡ് തിരുത്തണം.", // 955 adminSiteNotSavedOne
  "സേവ് ചെയ്തില്ല. വീണ്ടും ശ്രമിക്കുക.", // 956 adminSiteNotSavedRetry
  "ഫോട്ടോ തിരഞ്ഞെടുക്കുക", // 957 adminSitePhotoChoose
  "പുതിയ ഫോട്ടോ തിരഞ്ഞെടുത്തു: സേവ് ചെയ്യുമ്പോൾ അപ്‌ലോഡ് ആകും.", // 958 adminSitePhotoChosen
  "{label}: ഇപ്പോഴത്തെ ഫോട്ടോ", // 959 adminSitePhotoCurrentAlt
  "പുതിയ ഫോട്ടോ: {file}", // 960 adminSitePhotoNewAlt
  "ഫോട്ടോ ഇല്ല.", // 961 adminSitePhotoNone
  "{file} ഒരു ചിത്രമല്ല: JPEG, PNG, WebP, GIF അല്ലെങ്കിൽ AVIF ഫോട്ടോ തിരഞ്ഞെടുക്കുക", // 962 adminSitePhotoNotImage
  "ഫോട്ടോ നീക്കുക", // 963 adminSitePhotoRemove
  "ഫോട്ടോ മാറ്റുക", // 964 adminSitePhotoReplace
  "{file} {size} MB-യിൽ കൂടുതലാണ്", // 965 adminSitePhotoTooLarge
  "സന്ദർശകർ അയയ്ക്കുന്ന വിവരങ്ങളെക്കുറിച്ച് സൈറ്റ് അവരോട് പറയുന്നത്: എല്ലാ അന്വേഷണ ഫോമിലും ഇതിലേക്ക് ലിങ്ക് ഉണ്ട്. നിങ്ങൾ പ്രവർത്തിക്കുന്ന രീതിക്ക് ഒത്തതായിരിക്കണം.", // 966 adminSitePrivacyIntro
  "ഭാഗം", // 967 adminSitePrivacySection
  "ഭാഗങ്ങൾ", // 968 adminSitePrivacySectionMany
  "ഭാഗം {n}", // 969 adminSitePrivacySectionNumbered
  "ഭാഗങ്ങൾ", // 970 adminSitePrivacySections
  "തിരികെ കൊണ്ടുവന്നു", // 971 adminSiteRestored
  "{when}-ന് സേവ് ചെയ്ത പതിപ്പാണ് ഇപ്പോൾ സൈറ്റിൽ.", // 972 adminSiteRestoredText
  "മാറ്റങ്ങൾ സേവ് ചെയ്യുക", // 973 adminSiteSave
  "സേവ് ചെയ്തു", // 974 adminSiteSaved
  "മാറ്റം ഇപ്പോൾ സൈറ്റിൽ കാണാം.", // 975 adminSiteSavedText
  "സേവ് ചെയ്യുന്നു...", // 976 adminSiteSaving
  "സേവനത്തിന്റെ വിവരണം", // 977 adminSiteServicesDescription
  "എസ്റ്റിമേറ്റർ", // 978 adminSiteServicesEstimator
  "സൈറ്റിലെ ഓരോ എസ്റ്റിമേറ്റിലും നിരക്കിനൊപ്പം കാണിക്കുന്നത്: ഉൾപ്പെടാത്തവ, പണം നൽകേണ്ട ഘട്ടങ്ങൾ, വിദേശത്തുള്ള കുടുംബങ്ങൾക്കായി ഗൾഫ് കറൻസിയിലെ എസ്റ്റിമേറ്റ്.", // 979 adminSiteServicesEstimatorHint
  "ഉൾപ്പെടാത്തവ", // 980 adminSiteServicesExclusions
  "ഒരു വരിയിൽ ഒന്ന്, 12 വരെ: ഒരു പാക്കേജിലും ഉൾപ്പെടാത്തവ.", // 981 adminSiteServicesExclusionsHint
  "പ്രധാന സവിശേഷതകൾ", // 982 adminSiteServicesFeatures
  "അഞ്ച് സവിശേഷതകൾ, ഒരു വരിയിൽ ഒന്ന്.", // 983 adminSiteServicesFeaturesHint
  "സേവനങ്ങൾ", // 984 adminSiteServicesGroup
  "എട്ട് സേവനങ്ങൾ, ഓരോന്നിനും അഞ്ച് പ്രധാന സവിശേഷതകളും നിങ്ങളുടെ സ്വന്തം പണിയുടെ ഒരു ഫോട്ടോയും.", // 985 adminSiteServicesGroupHint
  "നിങ്ങൾ എന്ത് പണിയുന്നു, ഒരു പ്രോജക്ട് എങ്ങനെ നടക്കുന്നു, എന്ത് ചെലവാകും: നിങ്ങൾ നിശ്ചയിക്കുന്ന ക്രമത്തിൽ സേവനങ്ങളുടെ പേജ്.", // 986 adminSiteServicesIntro
  "പേയ്മെന്റ് ഘട്ടം", // 987 adminSiteServicesPayment
  "പേയ്മെന്റ് ഘട്ടങ്ങൾ", // 988 adminSiteServicesPaymentMany
  "ഘട്ടം {n}", // 989 adminSiteServicesPaymentNumbered
  "ശതമാനം", // 990 adminSiteServicesPaymentPercent
  "ഘട്ടം", // 991 adminSiteServicesPaymentStage
  "പേയ്മെന്റ് ഘട്ടങ്ങൾ", // 992 adminSiteServicesPayments
  "ഓരോ ഘട്ടത്തിലും നൽകേണ്ട ശതമാനം: ഓരോ എസ്റ്റിമേറ്റിനും താഴെ തുകയോടെ കാണിക്കും.", // 993 adminSiteServicesPaymentsHint
  "ഘട്ടങ്ങളുടെ ആകെ: {total}%.", // 994 adminSiteServicesPaymentsTotal
  "ഘട്ടങ്ങളുടെ ആകെ: {total}%. ആകെ 100% ആകണം.", // 995 adminSiteServicesPaymentsTotalWrong
  "സേവനത്തിന്റെ ഫോട്ടോ", // 996 adminSiteServicesPhoto
  "സൈറ്റിൽ ഒരു വര കാണിക്കും.", // 997 adminSiteServicesPhotoNone
  "നിരക്കുകൾ", // 998 adminSiteServicesPricing
  "മൂന്ന് പാക്കേജുകൾ. ഒന്നിനെ എടുത്തുകാണിക്കാൻ ജനപ്രിയം എന്ന് അടയാളപ്പെടുത്തുക.", // 999 adminSiteServicesPricingHint
  "പ്രവർത്തന രീതി", // 1000 adminSiteServicesProcess
  "നിങ്ങളോടൊപ്പം പ്രവർത്തിക്കുന്നതിന്റെ നാല് ഘട്ടങ്ങൾ.", // 1001 adminSiteServicesProcessHint
  "ഒരു {code}-ന് ₹", // 1002 adminSiteServicesRatePer
  "ഗൾഫ് കറൻസി നിരക്കുകൾ", // 1003 adminSiteServicesRates
  "ഓരോ കറൻസിയുടെയും ഒരു യൂണിറ്റിന് എത്ര രൂപ എന്ന്, എസ്റ്റിമേറ്റ് മാറ്റേണ്ട നിരക്കിൽ (സൈറ്റ് സ്വയം നിരക്ക് നോക്കില്ല). ഒരു കറൻസി മറയ്ക്കാൻ അതിന്റെ നിരക്ക് ഒഴിച്ചിടുക.", // 1004 adminSiteServicesRatesHint
  "നിരക്ക് നിശ്ചയിച്ച തീയതി", // 1005 adminSiteServicesRatesSetOn
  "മാറ്റിയ എസ്റ്റിമേറ്റിനരികെ കാണിക്കും.", // 1006 adminSiteServicesRatesSetOnHint
  "സേവനം", // 1007 adminSiteServicesService
  "സേവനങ്ങൾ", // 1008 adminSiteServicesServiceMany
  "സേവനം {n}", // 1009 adminSiteServicesServiceNumbered
  "ഘട്ടം", // 1010 adminSiteServicesStep
  "ഘട്ടങ്ങൾ", // 1011 adminSiteServicesStepMany
  "ഘട്ടം {n}", // 1012 adminSiteServicesStepNumbered
  "ഘട്ടത്തിന്റെ വാചകം", // 1013 adminSiteServicesStepText
  "ഘട്ടത്തിന്റെ തലക്കെട്ട്", // 1014 adminSiteServicesStepTitle
  "പ്രവർത്തന ഘട്ടങ്ങൾ", // 1015 adminSiteServicesSteps
  "പാക്കേജ്", // 1016 adminSiteServicesTier
  "പാക്കേജിന്റെ വിവരണം", // 1017 adminSiteServicesTierDescription
  "പാക്കേജിലെ സവിശേഷതകൾ", // 1018 adminSiteServicesTierFeatures
  "ഒരു വരിയിൽ ഒന്ന്, 12 വരെ.", // 1019 adminSiteServicesTierFeaturesHint
  "പാക്കേജുകൾ", // 1020 adminSiteServicesTierMany
  "പാക്കേജിന്റെ പേര്", // 1021 adminSiteServicesTierName
  "പാക്കേജ് {n}", // 1022 adminSiteServicesTierNumbered
  "ജനപ്രിയം", // 1023 adminSiteServicesTierPopular
  "'ജനപ്രിയം' ബാഡ്ജോടെ കാണിക്കും.", // 1024 adminSiteServicesTierPopularHint
  "നിരക്ക്", // 1025 adminSiteServicesTierPrice
  "നിരക്കിന്റെ യൂണിറ്റ്", // 1026 adminSiteServicesTierUnit
  "വാറന്റി", // 1027 adminSiteServicesTierWarranty
  "പാക്കേജുകൾ", // 1028 adminSiteServicesTiers
  "സേവനത്തിന്റെ തലക്കെട്ട്", // 1029 adminSiteServicesTitle
  "ലോഗൗട്ട് ചെയ്യുക", // 1030 adminSiteSignOut
  "സേവ് ചെയ്യാത്ത മാറ്റങ്ങളുണ്ട്. ലോഗൗട്ട് ചെയ്താൽ അവ നഷ്ടമാകും. ലോഗൗട്ട് ചെയ്യണോ?", // 1031 adminSiteSignOutQuestion
  "അഭിപ്രായം", // 1032 adminSiteTestimonial
  "അഭിപ്രായങ്ങൾ", // 1033 adminSiteTestimonialMany
  "അഭിപ്രായം {n}", // 1034 adminSiteTestimonialNumbered
  "ഉദാ: Homeowner, Kowdiar", // 1035 adminSiteTestimonialPositionHint
  "അഭിപ്രായം", // 1036 adminSiteTestimonialQuote
  "ഉപഭോക്താക്കൾ നിങ്ങളെക്കുറിച്ച് അവരുടെ വാക്കുകളിൽ പറയുന്നത്, സൈറ്റിൽ കാണിക്കുന്ന ക്രമത്തിൽ.", // 1037 adminSiteTestimonialsIntro
  "ഞങ്ങളെക്കുറിച്ചുള്ള വാചകം", // 1038 adminSiteTextAboutText
  "വിലാസം, വരി {n}", // 1039 adminSiteTextAddressLine
  "ചോദ്യം {n}: ഉത്തരം", // 1040 adminSiteTextAnswer
  "വിളിക്കാനുള്ള സമയത്തിന് താഴെയുള്ള കുറിപ്പ്", // 1041 adminSiteTextCallNote
  "സേവന കാർഡ് {n}: വാചകം", // 1042 adminSiteTextCardText
  "സേവന കാർഡ് {n}: തലക്കെട്ട്", // 1043 adminSiteTextCardTitle
  "നഗരം", // 1044 adminSiteTextCity
  "ഉൾപ്പെടാത്തത് {n}", // 1045 adminSiteTextExclusion
  "പ്രധാന തലക്കെട്ട്", // 1046 adminSiteTextHeadline
  "മുകൾഭാഗത്തെ വാചകം", // 1047 adminSiteTextHeroText
  "ആമുഖം", // 1048 adminSiteTextIntroduction
  "ടീം അംഗം {n}: പേര്", // 1049 adminSiteTextMemberName
  "ടീം അംഗം {n}: പദവി", // 1050 adminSiteTextMemberPosition
  "ടീം അംഗം {n}: യോഗ്യത", // 1051 adminSiteTextMemberQualification
  "നാഴികക്കല്ല് {n}", // 1052 adminSiteTextMilestone
  "നാഴികക്കല്ല് {n}: വാചകം", // 1053 adminSiteTextMilestoneText
  "ദൗത്യം", // 1054 adminSiteTextMission
  "പേയ്മെന്റ് ഘട്ടം {n}", // 1055 adminSiteTextPaymentStage
  "ഉറപ്പ് {n}", // 1056 adminSiteTextPromise
  "ചോദ്യം {n}", // 1057 adminSiteTextQuestion
  "സംസ്ഥാനം", // 1058 adminSiteTextRegion
  "റിവ്യൂകൾ എവിടെ", // 1059 adminSiteTextReviewSource
  "ഭാഗം {n}: തലക്കെട്ട്", // 1060 adminSiteTextSectionHeading
  "ഭാഗം {n}: വാചകം", // 1061 adminSiteTextSectionText
  "സേവനം {n}: വിവരണം", // 1062 adminSiteTextServiceDescription
  "സേവനം {n}: സവിശേഷത {feature}", // 1063 adminSiteTextServiceFeature
  "സേവനം {n}: തലക്കെട്ട്", // 1064 adminSiteTextServiceTitle
  "തുടക്ക നിരക്കിന്റെ യൂണിറ്റ്", // 1065 adminSiteTextStartingPriceUnit
  "കണക്ക് ബോക്സ് {n}: ലേബൽ", // 1066 adminSiteTextStatLabel
  "പ്രവർത്തന ഘട്ടം {n}: വാചകം", // 1067 adminSiteTextStepText
  "പ്രവർത്തന ഘട്ടം {n}: തലക്കെട്ട്", // 1068 adminSiteTextStepTitle
  "കഥ, ഖണ്ഡിക {n}", // 1069 adminSiteTextStoryParagraph
  "കമ്പനിയെക്കുറിച്ച്", // 1070 adminSiteTextSummary
  "ടാഗ്‌ലൈൻ", // 1071 adminSiteTextTagline
  "അഭിപ്രായം {n}: പേര്", // 1072 adminSiteTextTestimonialName
  "അഭിപ്രായം {n}: പദവി", // 1073 adminSiteTextTestimonialPosition
  "അഭിപ്രായം {n}: വാക്കുകൾ", // 1074 adminSiteTextTestimonialQuote
  "പാക്കേജ് {n}: വിവരണം", // 1075 adminSiteTextTierDescription
  "പാക്കേജ് {n}: സവിശേഷത {feature}", // 1076 adminSiteTextTierFeature
  "പാക്കേജ് {n}: പേര്", // 1077 adminSiteTextTierName
  "പാക്കേജ് {n}: നിരക്കിന്റെ യൂണിറ്റ്", // 1078 adminSiteTextTierUnit
  "പാക്കേജ് {n}: വാറന്റി", // 1079 adminSiteTextTierWarranty
  "വിഷയം {n}: വാചകം", // 1080 adminSiteTextTopicText
  "വിഷയം {n}: തലക്കെട്ട്", // 1081 adminSiteTextTopicTitle
  "കാഴ്ചപ്പാട്", // 1082 adminSiteTextVision
  "ഞങ്ങളെക്കുറിച്ച്, ടീം", // 1083 adminSiteTitleAbout
  "ഗൾഫിൽ നിന്ന് വീട് പണിയാം", // 1084 adminSiteTitleAbroad
  "കമ്പനി വിവരങ്ങൾ", // 1085 adminSiteTitleCompany
  "ഹോം പേജ്", // 1086 adminSiteTitleHome
  "സ്വകാര്യതാ അറിയിപ്പ്", // 1087 adminSiteTitlePrivacy
  "സേവനങ്ങളും നിരക്കുകളും", // 1088 adminSiteTitleServices
  "ഉപഭോക്താക്കളുടെ അഭിപ്രായങ്ങൾ", // 1089 adminSiteTitleTestimonials
  "സേവ് ചെയ്യാത്ത മാറ്റങ്ങളുണ്ട്.", // 1090 adminSiteUnsaved
  "അവസാനത്തെ {count} സേവുകൾ സൂക്ഷിച്ചിട്ടുണ്ട് (20 വരെ സൂക്ഷിക്കും). തെറ്റിയ ഒരു തിരുത്ത് മാറ്റാൻ പഴയതൊന്ന് തിരികെ കൊണ്ടുവരിക.", // 1091 adminSiteVersionsKeptMany
  "അവസാനത്തെ സേവ് സൂക്ഷിച്ചിട്ടുണ്ട് (20 വരെ സൂക്ഷിക്കും). തെറ്റിയ ഒരു തിരുത്ത് മാറ്റാൻ പഴയതൊന്ന് തിരികെ കൊണ്ടുവരിക.", // 1092 adminSiteVersionsKeptOne
  "സേവ് ചെയ്ത പതിപ്പുകൾ ഇതുവരെ ഇല്ല.", // 1093 adminSiteVersionsNone
  "തിരികെ കൊണ്ടുവന്നില്ല", // 1094 adminSiteVersionsNotRestored
  "ഇപ്പോൾ സൈറ്റിൽ", // 1095 adminSiteVersionsOnSite
  "തിരികെ കൊണ്ടുവരിക", // 1096 adminSiteVersionsRestore
  "ഈ പതിപ്പ് തിരികെ കൊണ്ടുവരാനായില്ല. വീണ്ടും ശ്രമിക്കുക.", // 1097 adminSiteVersionsRestoreFailed
  "{when}-ന് സേവ് ചെയ്ത പതിപ്പ് തിരികെ കൊണ്ടുവരണോ? സൈറ്റിൽ ഉടനെ അത് കാണിക്കും. ഇപ്പോഴുള്ളത് ഈ ലിസ്റ്റിൽ തന്നെ ഉണ്ടാകും.", // 1098 adminSiteVersionsRestoreQuestion
  "{when}-ന് സേവ് ചെയ്ത പതിപ്പ് തിരികെ കൊണ്ടുവരണോ? സൈറ്റിൽ ഉടനെ അത് കാണിക്കും, സേവ് ചെയ്യാത്ത നിങ്ങളുടെ മാറ്റങ്ങൾ പോകും. ഇപ്പോഴുള്ളത് ഈ ലിസ്റ്റിൽ തന്നെ ഉണ്ടാകും.", // 1099 adminSiteVersionsRestoreQuestionUnsaved
  "{when}-ന് സേവ് ചെയ്ത പതിപ്പ്", // 1100 adminSiteVersionsRestoreWhich
  "തിരികെ കൊണ്ടുവരുന്നു...", // 1101 adminSiteVersionsRestoring
  "സേവ് ചെയ്ത പതിപ്പുകൾ", // 1102 adminSiteVersionsTitle
  "വാട്ട്സ്ആപ്പ് ബട്ടണുകൾ {phone} എന്ന നമ്പറിലേക്ക് ചാറ്റ് തുറക്കും. വാട്ട്സ്ആപ്പ് മറ്റൊരു നമ്പറിലാണെങ്കിൽ ടിക്ക് മാറ്റുക.", // 1103 adminSiteWhatsAppChat
  "വാട്ട്സ്ആപ്പ് ബട്ടണുകൾ മുകളിലെ ഫോൺ നമ്പർ ഉപയോഗിക്കും.", // 1104 adminSiteWhatsAppFollows
  "10 അക്ക മൊബൈൽ നമ്പർ (ഉദാ: 98765 43210), അല്ലെങ്കിൽ + ഉം രാജ്യ കോഡും ചേർത്ത് വിദേശ നമ്പർ. വാട്ട്സ്ആപ്പ് ലിങ്കിന് വേണ്ട അക്കങ്ങളായി സൂക്ഷിക്കും: 919876543210.", // 1105 adminSiteWhatsAppHint
  "വാട്ട്സ്ആപ്പ് നമ്പർ", // 1106 adminSiteWhatsAppNumber
  "വാട്ട്സ്ആപ്പ് നമ്പറും ഫോൺ നമ്പർ തന്നെ", // 1107 adminSiteWhatsAppSame
  "അക്കൗണ്ട് വിവരങ്ങൾ ലോഡ് ചെയ്യാനായില്ല. കണക്ഷൻ പരിശോധിച്ച് വീണ്ടും ശ്രമിക്കുക.", // 1108 adminTeamAccountFailed
  "നിങ്ങളുടെ അക്കൗണ്ട്", // 1109 adminTeamAccountTitle
  "അക്കൗണ്ടുകൾ ലോഡ് ചെയ്യാനായില്ല. വീണ്ടും ശ്രമിക്കുക.", // 1110 adminTeamAccountsFailed
  "സൈറ്റ് നോക്കിനടത്താൻ ആർക്കൊക്കെ ലോഗിൻ ചെയ്യാം, ഓരോരുത്തർക്കും എന്തൊക്കെ ചെയ്യാം.", // 1111 adminTeamAccountsHint
  "അക്കൗണ്ടുകൾ", // 1112 adminTeamAccountsTitle
  "പാസ്‌കീ ചേർക്കുക", // 1113 adminTeamAddPasskey
  "ഈ സൈറ്റ് ഒരു ഓതന്റിക്കേറ്റർ ആപ്പിൽ ചേർക്കുക (Google Authenticator, Microsoft Authenticator, 1Password…):", // 1114 adminTeamAddToApp
  "IP വിലാസം:", // 1115 adminTeamAddressLabel
  "{who}-ന്റെ ഓതന്റിക്കേറ്റർ ആപ്പ് ഓഫ് ചെയ്തു.", // 1116 adminTeamAppOff
  "{who}-ന്റെ ഓതന്റിക്കേറ്റർ ആപ്പ് ഓഫ് ചെയ്യണോ? ഫോണും റിക്കവറി കോഡുകളും നഷ്ടപ്പെട്ടെങ്കിൽ മാത്രം ഇത് ചെയ്യുക.", // 1117 adminTeamAppOffConfirm
  "പാസ്‌വേഡ് മാറ്റുക", // 1118 adminTeamChangePassword
  "മാറ്റുന്നു...", // 1119 adminTeamChanging
  "പരിശോധിക്കുന്നു…", // 1120 adminTeamChecking
  "ആപ്പിലെ കോഡ്", // 1121 adminTeamCodeFromApp
  "തുടരുക", // 1122 adminTeamContinue
  "കോപ്പി ചെയ്തു.", // 1123 adminTeamCopied
  "ലിങ്ക് കോപ്പി ചെയ്യുക", // 1124 adminTeamCopyLink
  "ഇപ്പോഴത്തെ പാസ്‌വേഡ്", // 1125 adminTeamCurrentPassword
  "{system}-ലെ {browser}", // 1126 adminTeamDeviceBrowserOn
  "{system}-ലെ ഒരു ബ്രൗസർ", // 1127 adminTeamDeviceOn
  "അറിയാത്ത ഉപകരണം", // 1128 adminTeamDeviceUnknown
  "നിർത്തിവയ്ക്കുക", // 1129 adminTeamDisable
  "{who}-ന്റെ അക്കൗണ്ട് നിർത്തിവയ്ക്കണോ? എല്ലായിടത്തുനിന്നും ഉടൻ ലോഗൗട്ട് ആകും; നിങ്ങൾ വീണ്ടും സജീവമാക്കുന്നതുവരെ ലോഗിൻ ചെയ്യാനാവില്ല.", // 1130 adminTeamDisableConfirm
  "നിർത്തിവച്ചു", // 1131 adminTeamDisabled
  "{who}-ന്റെ അക്കൗണ്ട് നിർത്തിവച്ചു, എല്ലായിടത്തുനിന്നും ലോഗൗട്ട് ചെയ്തു.", // 1132 adminTeamDisabledDone
  "കഴിഞ്ഞു", // 1133 adminTeamDone
  "ഇമെയിൽ വിലാസം", // 1134 adminTeamEmailAddress
  "ഇമെയിൽ:", // 1135 adminTeamEmailLabel
  "{email}-ലേക്ക് ഇമെയിൽ അയച്ചു. ലിങ്ക് നിങ്ങൾക്കും നേരിട്ട് അയയ്ക്കാം:", // 1136 adminTeamEmailedTo
  "സജീവമാക്കുക", // 1137 adminTeamEnable
  "{who}-ന് വീണ്ടും ലോഗിൻ ചെയ്യാം.", // 1138 adminTeamEnabledDone
  "ഓതന്റിക്കേറ്റർ ആപ്പിലെ കോഡ് നൽകുക.", // 1139 adminTeamEnterAppCode
  "നിങ്ങളുടെ പാസ്‌വേഡ് നൽകുക", // 1140 adminTeamEnterPassword
  "({who})", // 1141 adminTeamForWho
  "പേരും പാസ്‌വേഡും തിരഞ്ഞെടുക്കാനുള്ള ലിങ്കുമായി അവർക്ക് ഒരു ഇമെയിൽ ലഭിക്കും. ലിങ്ക് ഒരു തവണ മാത്രം, 7 ദിവസത്തേക്ക് പ്രവർത്തിക്കും.", // 1142 adminTeamInviteHintMail
  "ഈ സൈറ്റിന് ഇമെയിൽ അയയ്ക്കാനാവില്ല; അതിനാൽ അവർക്ക് നേരിട്ട് അയയ്ക്കാൻ ഒരു ലിങ്ക് നിങ്ങൾക്ക് ലഭിക്കും. അത് ഒരു തവണ മാത്രം, 7 ദിവസത്തേക്ക് പ്രവർത്തിക്കും.", // 1143 adminTeamInviteHintNoMail
  "{site} വെബ്സൈറ്റിലേക്ക് {role} ആയി നിങ്ങളെ ക്ഷണിക്കുന്നു. പേരും പാസ്‌വേഡും തിരഞ്ഞെടുക്കാൻ ഈ ലിങ്ക് തുറക്കുക:", // 1144 adminTeamInviteMessage
  "ഒരാളെ ക്ഷണിക്കുക", // 1145 adminTeamInviteTitle
  "{role} · ക്ഷണിച്ചത്: {time} · ലിങ്ക് {date} വരെ", // 1146 adminTeamInvited
  "{role} · ക്ഷണിച്ചത്: {who}, {time} · ലിങ്ക് {date} വരെ", // 1147 adminTeamInvitedBy
  "ക്ഷണിക്കുന്നു…", // 1148 adminTeamInviting
  "അവസാനം ഉപയോഗിച്ചത്: {time}", // 1149 adminTeamLastUsed
  "അവസാനം ഉപയോഗിച്ചത്:", // 1150 adminTeamLastUsedLabel
  "ക്ഷണ ലിങ്ക് ഉണ്ടാക്കുക", // 1151 adminTeamMakeInvitationLink
  "പുതിയ കോഡുകൾ ഉണ്ടാക്കുക", // 1152 adminTeamMakeNewCodes
  "പാസ്‌വേഡ് റീസെറ്റ് ലിങ്ക് ഉണ്ടാക്കുക", // 1153 adminTeamMakeReset
  "ഉണ്ടാക്കുന്നു…", // 1154 adminTeamMaking
  "പേര്", // 1155 adminTeamName
  "മെനുവിലും പ്രവർത്തനങ്ങളിലും ടീമിലെ മറ്റുള്ളവർ കാണുന്ന പേര്.", // 1156 adminTeamNameHint
  "പേര് സേവ് ചെയ്തില്ല.", // 1157 adminTeamNameNotSaved
  "പേര് സേവ് ചെയ്തില്ല. കണക്ഷൻ പരിശോധിച്ച് വീണ്ടും ശ്രമിക്കുക.", // 1158 adminTeamNameOffline
  "നിങ്ങളുടെ പേര് സേവ് ചെയ്തു.", // 1159 adminTeamNameSaved
  "പുതിയ റിക്കവറി കോഡുകൾ", // 1160 adminTeamNewCodes
  "പേര് ഇതുവരെ ഇല്ല", // 1161 adminTeamNoName
  "എവിടെയും ലോഗിൻ ചെയ്തിട്ടില്ല", // 1162 adminTeamNotSignedIn
  "ഇതുവരെ ഉപയോഗിച്ചിട്ടില്ല", // 1163 adminTeamNotUsedYet
  "മറ്റൊരിടത്തും നിങ്ങൾ ലോഗിൻ ചെയ്തിരുന്നില്ല.", // 1164 adminTeamNowhereElse
  "മറ്റ് ഉപകരണങ്ങളിൽ നിന്ന് ലോഗൗട്ട് ചെയ്യാനായില്ല. വീണ്ടും ശ്രമിക്കുക.", // 1165 adminTeamOthersFailed
  "\"{name}\" പാസ്‌കീ ചേർത്തു. ഇനി പാസ്‌വേഡ് ഇല്ലാതെ ഇതുപയോഗിച്ച് ലോഗിൻ ചെയ്യാം.", // 1166 adminTeamPasskeyAdded
  "പാസ്‌കീ ഉണ്ടാക്കിയില്ല: അഭ്യർത്ഥന റദ്ദാക്കി, അല്ലെങ്കിൽ സമയം കഴിഞ്ഞു.", // 1167 adminTeamPasskeyCancelled
  "ഈ ഉപകരണത്തിൽ നിങ്ങളുടെ അക്കൗണ്ടിന് ഇതിനകം ഒരു പാസ്‌കീ ഉണ്ട്.", // 1168 adminTeamPasskeyExists
  "ഈ പാസ്‌കീയുടെ പേര്", // 1169 adminTeamPasskeyName
  "പാസ്‌കീ ഏത് ഫോണിലോ കമ്പ്യൂട്ടറിലോ ആണോ, ആ പേര് നൽകുക.", // 1170 adminTeamPasskeyNameMissing
  "നിങ്ങളുടെ പാസ്‌വേഡ് നൽകുക: പാസ്‌കീ ചേർക്കുന്നത് നിങ്ങൾ തന്നെയാണെന്ന് അത് ഉറപ്പാക്കും.", // 1171 adminTeamPasskeyPasswordMissing
  "\"{name}\" പാസ്‌കീ നീക്കം ചെയ്യണോ? പിന്നെ അതുപയോഗിച്ച് ലോഗിൻ ചെയ്യാനാവില്ല.", // 1172 adminTeamPasskeyRemoveConfirm
  "\"{name}\" പാസ്‌കീ നീക്കം ചെയ്തു.", // 1173 adminTeamPasskeyRemoved
  "(പാസ്‌കീ {name})", // 1174 adminTeamPasskeySr
  "ഫോണിലെ വിരലടയാളം, മുഖം അല്ലെങ്കിൽ സ്ക്രീൻ ലോക്ക് ഉപയോഗിച്ച് പാസ്‌കീ വഴി ലോഗിൻ ചെയ്യാം: ടൈപ്പ് ചെയ്യാനോ മോഷ്ടിക്കപ്പെടാനോ പാസ്‌വേഡ് ഇല്ല.", // 1175 adminTeamPasskeysHint
  "സൈറ്റ് സ്വന്തം വിലാസത്തിൽ (https വഴിയുള്ള ഡൊമെയ്ൻ നെയിം) ആയാൽ പാസ്‌കീകൾ പ്രവർത്തിക്കും.", // 1176 adminTeamPasskeysNeedAddress
  "പാസ്‌കീകൾ", // 1177 adminTeamPasskeysTitle
  "ഈ ബ്രൗസറിൽ പാസ്‌കീ ഉണ്ടാക്കാനാവില്ല.", // 1178 adminTeamPasskeysUnsupported
  "പാസ്‌വേഡ് മാറ്റി. മറ്റ് എല്ലായിടത്തുനിന്നും ലോഗൗട്ട് ചെയ്തു.", // 1179 adminTeamPasswordChanged
  "നിങ്ങൾ ലോഗിൻ ചെയ്തിട്ടുള്ള മറ്റ് എല്ലാ ഉപകരണങ്ങളിൽ നിന്നും ലോഗൗട്ട് ആകും.", // 1180 adminTeamPasswordHint
  "പാസ്‌വേഡ് മാറ്റിയില്ല.", // 1181 adminTeamPasswordNotChanged
  "പാസ്‌വേഡ് മാറ്റിയില്ല. കണക്ഷൻ പരിശോധിച്ച് വീണ്ടും ശ്രമിക്കുക.", // 1182 adminTeamPasswordOffline
  "നീക്കം ചെയ്യുക", // 1183 adminTeamRemove
  "{who}-ന്റെ അക്കൗണ്ട് നീക്കം ചെയ്യണോ? അവർ വരുത്തിയ മാറ്റങ്ങൾ അവരുടെ പേരിൽ ചരിത്രത്തിൽ തുടരും.", // 1184 adminTeamRemoveConfirm
  "{who}-ന്റെ അക്കൗണ്ട് നീക്കം ചെയ്തു.", // 1185 adminTeamRemoved
  "എല്ലാ അക്കൗണ്ടുകൾക്കും രണ്ടാം ഘട്ടം നിർബന്ധമാക്കുക", // 1186 adminTeamRequireSecondStep
  "അപ്പോൾ മോഷ്ടിച്ച പാസ്‌വേഡ് മാത്രം പോരാ: പാസ്‌വേഡിന് ശേഷം ഓരോരുത്തരും ഫോണിലെ ഓതന്റിക്കേറ്റർ ആപ്പിലെ കോഡ് നൽകണം (അടുത്ത ലോഗിനിൽ അവർ അത് സെറ്റ് ചെയ്യും), അല്ലെങ്കിൽ പാസ്‌കീ ഉപയോഗിച്ച് ലോഗിൻ ചെയ്യണം.", // 1187 adminTeamRequireSecondStepHint
  "{site} വെബ്സൈറ്റിൽ പുതിയ പാസ്‌വേഡ് സെറ്റ് ചെയ്യാനുള്ള ലിങ്ക് (ഒരു തവണ മാത്രം, ഒരു മണിക്കൂർ വരെ പ്രവർത്തിക്കും):", // 1188 adminTeamResetMessage
  "{who}-നുള്ള പാസ്‌വേഡ് റീസെറ്റ് ലിങ്ക് താഴെ തയ്യാർ.", // 1189 adminTeamResetReady
  "റോൾ", // 1190 adminTeamRole
  "{who} ഇനി {role} ആണ്.", // 1191 adminTeamRoleChanged
  "എഡിറ്റർ", // 1192 adminTeamRoleEditor
  "പ്രോജക്ടുകൾ, ഗാലറി, ബ്ലോഗ്, സൈറ്റിലെ ഉള്ളടക്കം, ട്രാഷ്, ചരിത്രം, പ്രവർത്തനങ്ങൾ.", // 1193 adminTeamRoleEditorSummary
  "റോൾ:", // 1194 adminTeamRoleLabel
  "({who})", // 1195 adminTeamRoleOf
  "ഉടമ", // 1196 adminTeamRoleOwner
  "എല്ലാം, അക്കൗണ്ടുകൾ ഉൾപ്പെടെ.", // 1197 adminTeamRoleOwnerSummary
  "സെയിൽസ്", // 1198 adminTeamRoleSales
  "അന്വേഷണങ്ങൾ കൈകാര്യം ചെയ്യാം; ഉള്ളടക്കം കാണാം.", // 1199 adminTeamRoleSalesSummary
  "ഓരോ റോളിനും ചെയ്യാവുന്നത്", // 1200 adminTeamRolesTitle
  "പേര് സേവ് ചെയ്യുക", // 1201 adminTeamSaveName
  "സേവ് ചെയ്യുന്നു...", // 1202 adminTeamSaving
  "രണ്ടാം ഘട്ടം ഇനി ഓരോരുത്തരുടെയും ഇഷ്ടം.", // 1203 adminTeamSecondStepChoice
  "ഇനി എല്ലാ അക്കൗണ്ടുകൾക്കും ലോഗിൻ ചെയ്യാൻ രണ്ടാം ഘട്ടം വേണം.", // 1204 adminTeamSecondStepRequired
  "ലോഗിൻ ക്രമീകരണങ്ങൾ ലോഡ് ചെയ്യാനായില്ല.", // 1205 adminTeamSecurityFailed
  "ലോഗിൻ ക്രമീകരണങ്ങൾ ലോഡ് ചെയ്യുന്നു…", // 1206 adminTeamSecurityLoading
  "മുകളിലെ ലിങ്ക് സെലക്ട് ചെയ്ത് കോപ്പി ചെയ്യുക.", // 1207 adminTeamSelectLink
  "ക്ഷണം അയയ്ക്കുക", // 1208 adminTeamSendInvitation
  "വാട്ട്സ്ആപ്പിൽ അയയ്ക്കുക", // 1209 adminTeamSendWhatsApp
  "ഈ ലിങ്ക് വാട്ട്സ്ആപ്പിലോ നിങ്ങൾക്ക് വിശ്വാസമുള്ള മറ്റൊരു വഴിയിലോ നേരിട്ട് അയയ്ക്കുക:", // 1210 adminTeamSendYourself
  "നിങ്ങൾ ലോഗിൻ ചെയ്ത ഉപകരണങ്ങളുടെ ലിസ്റ്റ് ലോഡ് ചെയ്യാനായില്ല. വീണ്ടും ശ്രമിക്കുക.", // 1211 adminTeamSessionsFailed
  "ഇനി ഉപയോഗിക്കാത്തതോ നിങ്ങൾക്ക് അറിയാത്തതോ ആയ ഉപകരണത്തിൽ നിന്ന് ലോഗൗട്ട് ചെയ്യുക.", // 1212 adminTeamSessionsHint
  "ലോഗിനുകൾ ലോഡ് ചെയ്യുന്നു…", // 1213 adminTeamSessionsLoading
  "നിങ്ങൾ ലോഗിൻ ചെയ്തിട്ടുള്ള ഇടങ്ങൾ", // 1214 adminTeamSessionsTitle
  "ലോഗൗട്ട് ചെയ്യുക", // 1215 adminTeamSignOut
  "{device}-ൽ നിന്ന് ലോഗൗട്ട് ചെയ്യണോ? അത് ഉപയോഗിക്കുന്നയാൾ വീണ്ടും ലോഗിൻ ചെയ്യേണ്ടിവരും.", // 1216 adminTeamSignOutConfirm
  "മറ്റ് എല്ലായിടത്തുനിന്നും ലോഗൗട്ട് ചെയ്യുക", // 1217 adminTeamSignOutEverywhere
  "{device}-ൽ നിന്ന് ലോഗൗട്ട് ചെയ്യാനായില്ല. വീണ്ടും ശ്രമിക്കുക.", // 1218 adminTeamSignOutFailed
  "({device})", // 1219 adminTeamSignOutOf
  "മറ്റ് എല്ലാ ഉപകരണങ്ങളിൽ നിന്നും ലോഗൗട്ട് ചെയ്യണോ? അവ ഉപയോഗിക്കുന്നവർ വീണ്ടും ലോഗിൻ ചെയ്യേണ്ടിവരും.", // 1220 adminTeamSignOutOthersConfirm
  "ലോഗിൻ ചെയ്തത്:", // 1221 adminTeamSignedInLabel
  "{count} ഉപകരണങ്ങളിൽ ലോഗിൻ ചെയ്തിട്ടുണ്ട്", // 1222 adminTeamSignedInOn
  "{device}-ൽ നിന്ന് ലോഗൗട്ട് ചെയ്തു.", // 1223 adminTeamSignedOutOf
  "മറ്റ് {count} ഉപകരണങ്ങളിൽ നിന്ന് ലോഗൗട്ട് ചെയ്തു.", // 1224 adminTeamSignedOutOthersMany
  "മറ്റ് {count} ഉപകരണത്തിൽ നിന്ന് ലോഗൗട്ട് ചെയ്തു.", // 1225 adminTeamSignedOutOthersOne
  "ലിങ്ക്", // 1226 adminTeamTheLink
  "ടീം", // 1227 adminTeamTheTeam
  "പിന്നെ, ശരിയായി പ്രവർത്തിക്കുന്നുണ്ടോ എന്ന് നോക്കാൻ ആപ്പിൽ കാണുന്ന 6 അക്ക കോഡ് നൽകുക.", // 1228 adminTeamThenEnterCode
  "ഈ ഉപകരണം", // 1229 adminTeamThisDevice
  "ഈ ഉപകരണത്തിൽ മാത്രമാണ് നിങ്ങൾ ലോഗിൻ ചെയ്തിട്ടുള്ളത്.", // 1230 adminTeamThisDeviceOnly
  "ഓഫ് ചെയ്യുക", // 1231 adminTeamTurnOff
  "അവരുടെ ഓതന്റിക്കേറ്റർ ആപ്പ് ഓഫ് ചെയ്യുക", // 1232 adminTeamTurnOffTheirApp
  "രണ്ട്-ഘട്ട ലോഗിൻ ഓഫ് ചെയ്യുക", // 1233 adminTeamTurnOffTwoStep
  "ഓൺ ചെയ്യുക", // 1234 adminTeamTurnOn
  "രണ്ട്-ഘട്ട ലോഗിൻ ഓൺ ചെയ്യുക", // 1235 adminTeamTurnOnTwoStep
  "ഓഫ് ചെയ്യുന്നു…", // 1236 adminTeamTurningOff
  "രണ്ട്-ഘട്ട ലോഗിൻ ഓഫ് ആണ്: ഇനി ലോഗിൻ ചെയ്യാൻ പാസ്‌വേഡ് മാത്രം മതി.", // 1237 adminTeamTwoStepOff
  "ഓഫ്. ഇത് ഓൺ ആണെങ്കിൽ മോഷ്ടിച്ച പാസ്‌വേഡ് മാത്രം പോരാ: പാസ്‌വേഡിന് ശേഷം ഫോണിലെ ആപ്പിൽ നിന്നുള്ള കോഡ് ലോഗിൻ ചോദിക്കും.", // 1238 adminTeamTwoStepOffHint
  "പാസ്‌വേഡിന് ശേഷം, ഓതന്റിക്കേറ്റർ ആപ്പിൽ കാണുന്ന കോഡ് ലോഗിൻ ചോദിക്കും.", // 1239 adminTeamTwoStepOnHint
  "ഓൺ · {count} റിക്കവറി കോഡുകൾ ബാക്കി", // 1240 adminTeamTwoStepOnMany
  "ഓൺ · {count} റിക്കവറി കോഡ് ബാക്കി", // 1241 adminTeamTwoStepOnOne
  "സൈറ്റിന്റെ ഉടമ എല്ലാ അക്കൗണ്ടുകൾക്കും ഇത് നിർബന്ധമാക്കിയിട്ടുണ്ട്.", // 1242 adminTeamTwoStepRequired
  "രണ്ട്-ഘട്ട ലോഗിൻ", // 1243 adminTeamTwoStepTitle
  "അറിയില്ല", // 1244 adminTeamUnknown
  "ചേരാൻ കാത്തിരിക്കുന്നവർ", // 1245 adminTeamWaiting
  "നിങ്ങളുടെ ഉപകരണത്തിനായി കാത്തിരിക്കുന്നു…", // 1246 adminTeamWaitingDevice
  "നിങ്ങളുടെ വിവരങ്ങൾ", // 1247 adminTeamWhoYouAre
  "പിൻവലിക്കുക", // 1248 adminTeamWithdraw
  "{email}-ലേക്കുള്ള ക്ഷണം പിൻവലിക്കണോ? അതിന്റെ ലിങ്ക് പിന്നെ പ്രവർത്തിക്കില്ല.", // 1249 adminTeamWithdrawConfirm
  "({email}-ലേക്കുള്ള ക്ഷണം)", // 1250 adminTeamWithdrawSr
  "{email}-ലേക്കുള്ള ക്ഷണം പിൻവലിച്ചു.", // 1251 adminTeamWithdrawn
  "ഇത് ഒരു തവണ മാത്രം, {date} വരെ പ്രവർത്തിക്കും.", // 1252 adminTeamWorksUntil
  "നിങ്ങൾ", // 1253 adminTeamYou
  "നിങ്ങളുടെ പേര്", // 1254 adminTeamYourName
  "നിങ്ങളുടെ പാസ്‌വേഡ്", // 1255 adminTeamYourPassword
  "{count} ദിവസം മുമ്പ്", // 1256 adminTimeDaysMany
  "{count} ദിവസം മുമ്പ്", // 1257 adminTimeDaysOne
  "{count} മണിക്കൂർ മുമ്പ്", // 1258 adminTimeHoursMany
  "{count} മണിക്കൂർ മുമ്പ്", // 1259 adminTimeHoursOne
  "ഇപ്പോൾ", // 1260 adminTimeJustNow
  "{count} മിനിറ്റ് മുമ്പ്", // 1261 adminTimeMinutesMany
  "{count} മിനിറ്റ് മുമ്പ്", // 1262 adminTimeMinutesOne
  "എല്ലാ വിവർത്തനങ്ങളും", // 1263 adminTranslationsAll
  "{language}: എല്ലാം വിവർത്തനം ചെയ്തുകഴിഞ്ഞു.", // 1264 adminTranslationsAllDone
  "പുതുക്കാനുള്ളത് {count}", // 1265 adminTranslationsBehindCount
  "{language}: പുതുക്കാനുള്ളത് {count} എണ്ണം", // 1266 adminTranslationsBehindMany
  "{language}: പുതുക്കാനുള്ളത് {count} എണ്ണം", // 1267 adminTranslationsBehindOne
  "{date}-ന് മാറ്റി", // 1268 adminTranslationsChanged
  "എണ്ണുന്നു…", // 1269 adminTranslationsCounting
  "എണ്ണം ലോഡ് ചെയ്യാനായില്ല.", // 1270 adminTranslationsCountsFailed
  "ഇംഗ്ലീഷ് എഡിറ്റ് ചെയ്യുക", // 1271 adminTranslationsEditEnglish
  "ഇംഗ്ലീഷ്", // 1272 adminTranslationsEnglish
  "ഉള്ളടക്കം", // 1273 adminTranslationsFieldContent
  "വിവരണം", // 1274 adminTranslationsFieldDescription
  "പ്രദേശം", // 1275 adminTranslationsFieldLocality
  "സ്ഥലം", // 1276 adminTranslationsFieldLocation
  "ഫോട്ടോ {n}: അതിൽ എന്താണ്", // 1277 adminTranslationsFieldPhotoAlt
  "ടാഗുകൾ", // 1278 adminTranslationsFieldTags
  "തലക്കെട്ട്", // 1279 adminTranslationsFieldTitle
  "“{title}” വിവർത്തനം ചെയ്യുക", // 1280 adminTranslationsHeading
  "മലയാളത്തിലും തമിഴിലുമുള്ള സൈറ്റ് നിങ്ങൾ ഇവിടെ എഴുതുന്നത് കാണിക്കും; ഒരു വാചകം വിവർത്തനം ചെയ്യുന്നതുവരെ അതിന്റെ പേജിൽ ഇംഗ്ലീഷ് കാണിക്കും, ഇംഗ്ലീഷ് ആണെന്ന് അടയാളപ്പെടുത്തി. ഇംഗ്ലീഷ് മാറിയാൽ, ആരെങ്കിലും പരിശോധിക്കുന്നതുവരെ അതിന്റെ വിവർത്തനം പുതുക്കേണ്ടതുണ്ട്.", // 1281 adminTranslationsIntro
  "ഇതിലെ വാചകങ്ങൾ ലോഡ് ചെയ്യാനായില്ല. വീണ്ടും ശ്രമിക്കുക.", // 1282 adminTranslationsItemLoadError
  "ഭാഷ", // 1283 adminTranslationsLanguage
  "മലയാളം", // 1284 adminTranslationsLanguageMl
  "തമിഴ്", // 1285 adminTranslationsLanguageTa
  "ഇംഗ്ലീഷിലെ പോലെ കോമ ഇട്ട് വേർതിരിക്കുക.", // 1286 adminTranslationsListHint
  "വിവർത്തനം ചെയ്യാൻ ബാക്കിയുള്ളവ ലോഡ് ചെയ്യാനായില്ല. വീണ്ടും ശ്രമിക്കുക.", // 1287 adminTranslationsLoadError
  "കൂടുതൽ കാണിക്കുക", // 1288 adminTranslationsLoadMore
  "കൂടുതൽ ലോഡ് ചെയ്യാനായില്ല. വീണ്ടും ശ്രമിക്കുക.", // 1289 adminTranslationsLoadMoreFailed
  "ലോഡ് ചെയ്യുന്നു…", // 1290 adminTranslationsLoading
  "ഇപ്പോഴും ശരിയാണ്: പരിശോധിച്ചതായി അടയാളപ്പെടുത്തുക", // 1291 adminTranslationsMarkReviewed
  "വിവർത്തനം ചെയ്യാത്തത് {count}", // 1292 adminTranslationsMissingCount
  "{language}: വിവർത്തനം ചെയ്യാനുള്ളത് {count} എണ്ണം", // 1293 adminTranslationsMissingMany
  "{language}: വിവർത്തനം ചെയ്യാനുള്ളത് {count} എണ്ണം", // 1294 adminTranslationsMissingOne
  "പുതുക്കേണ്ടതുണ്ട്", // 1295 adminTranslationsNeedsUpdate
  "(പുതിയ ടാബിൽ തുറക്കും)", // 1296 adminTranslationsNewTab
  "ഇതിൽ വിവർത്തനം ചെയ്യാൻ വാചകമൊന്നുമില്ല: ആദ്യം ഇംഗ്ലീഷ് എഴുതുക.", // 1297 adminTranslationsNoTexts
  "സേവ് ചെയ്യാത്ത മാറ്റങ്ങളില്ല", // 1298 adminTranslationsNoUnsaved
  "{language}: പുതുക്കേണ്ട വിവർത്തനങ്ങളൊന്നുമില്ല.", // 1299 adminTranslationsNoneBehind
  "വിവർത്തനം സേവ് ചെയ്യാനായില്ല. വീണ്ടും ശ്രമിക്കുക.", // 1300 adminTranslationsNotSaved
  "വിവർത്തനം ചെയ്തിട്ടില്ല", // 1301 adminTranslationsNotTranslated
  "അവസാനം സേവ് ചെയ്ത ശേഷം ഒന്നും മാറിയിട്ടില്ല.", // 1302 adminTranslationsNothingChanged
  "ഇത്തരത്തിലുള്ളതൊന്നും വിവർത്തനം ചെയ്യാനില്ല.", // 1303 adminTranslationsNothingToTranslate
  "ബ്ലോഗ് പോസ്റ്റ്", // 1304 adminTranslationsNounBlogPost
  "ഗാലറി ഐറ്റം", // 1305 adminTranslationsNounGalleryItem
  "പ്രോജക്ട്", // 1306 adminTranslationsNounProject
  "സൈറ്റിന്റെ ഭാഗം", // 1307 adminTranslationsNounSiteSection
  "{language} വിവർത്തനം സേവ് ചെയ്യുക", // 1308 adminTranslationsSave
  "{language} വിവർത്തനം സേവ് ചെയ്തു.", // 1309 adminTranslationsSaved
  "{name} സേവ് ചെയ്തത്. ഇംഗ്ലീഷ് കാണിക്കാൻ ഒഴിച്ചിടുക.", // 1310 adminTranslationsSavedBy
  "സേവ് ചെയ്യുന്നു...", // 1311 adminTranslationsSaving
  "{language} പതിപ്പ് കാണുക", // 1312 adminTranslationsSeeIt
  "കാണിക്കുക", // 1313 adminTranslationsShow
  "ഇത് എഴുതുന്നതുവരെ സൈറ്റിൽ ഇംഗ്ലീഷ് കാണിക്കും.", // 1314 adminTranslationsShowsEnglish
  "ചില വാചകങ്ങൾ സേവ് ചെയ്യാനായില്ല: താഴെ അടയാളപ്പെടുത്തിയ ഫീൽഡുകൾ നോക്കുക.", // 1315 adminTranslationsSomeNotSaved
  "ആരോ", // 1316 adminTranslationsSomeone
  "വിവർത്തനം ചെയ്ത സമയത്തെ ഇംഗ്ലീഷ്", // 1317 adminTranslationsSource
  "പുതുക്കേണ്ടതുണ്ട്", // 1318 adminTranslationsStateBehind
  "പുതുക്കിയതാണ്", // 1319 adminTranslationsStateCurrent
  "വിവർത്തനം ചെയ്തിട്ടില്ല", // 1320 adminTranslationsStateMissing
  "വിവർത്തനങ്ങൾ", // 1321 adminTranslationsTitle
  "സേവ് ചെയ്യാൻ {count} വാചകങ്ങൾ", // 1322 adminTranslationsToSaveMany
  "സേവ് ചെയ്യാൻ {count} വാചകം", // 1323 adminTranslationsToSaveOne
  "വിവർത്തനം", // 1324 adminTranslationsTranslate
  "(തലക്കെട്ടില്ല)", // 1325 adminTranslationsUntitled
  "പുതുക്കിയതാണ്", // 1326 adminTranslationsUpToDate
  "“{name}” എന്നെന്നേക്കുമായി ഡിലീറ്റ് ചെയ്യണോ? ഇതിന്റെ ഫോട്ടോകളും പോകും; പിന്നെ തിരികെ കിട്ടില്ല.", // 1327 adminTrashConfirmPurge
  "ഇപ്പോൾ ഇവിടെ {count} ഇനങ്ങൾ.", // 1328 adminTrashCountMany
  "ഇപ്പോൾ ഇവിടെ {count} ഇനം.", // 1329 adminTrashCountOne
  "ട്രാഷ് ശൂന്യമാണ്.", // 1330 adminTrashEmpty
  "ഡിലീറ്റ് ചെയ്ത പ്രോജക്ടുകളും ബ്ലോഗ് പോസ്റ്റുകളും ഗാലറി ഇനങ്ങളും അവയുടെ ഫോട്ടോകളോടൊപ്പം {days} ദിവസം ഇവിടെ ഉണ്ടാകും; അതിനുശേഷം എന്നെന്നേക്കുമായി നീക്കും.", // 1331 adminTrashIntro
  "ബ്ലോഗ് പോസ്റ്റ്", // 1332 adminTrashKindBlog
  "ഗാലറി ഇനം", // 1333 adminTrashKindGallery
  "പ്രോജക്ട്", // 1334 adminTrashKindProject
  "ട്രാഷ് ലോഡ് ചെയ്യാനായില്ല. വീണ്ടും ശ്രമിക്കുക.", // 1335 adminTrashLoadFailed
  "{kind} · ഡിലീറ്റ് ചെയ്തത് {deleted} · എന്നെന്നേക്കുമായി നീക്കുന്നത് {removed}", // 1336 adminTrashMeta
  "എന്നെന്നേക്കുമായി ഡിലീറ്റ് ചെയ്യുക", // 1337 adminTrashPurge
  "“{name}” ഡിലീറ്റ് ചെയ്യാനായില്ല. വീണ്ടും ശ്രമിക്കുക.", // 1338 adminTrashPurgeFailed
  "എന്നെന്നേക്കുമായി ഡിലീറ്റ് ചെയ്യുക: {name}", // 1339 adminTrashPurgeName
  "“{name}” എന്നെന്നേക്കുമായി ഡിലീറ്റ് ചെയ്തു.", // 1340 adminTrashPurged
  "തിരികെ കൊണ്ടുവരിക", // 1341 adminTrashRestore
  "“{name}” തിരികെ കൊണ്ടുവരാനായില്ല. വീണ്ടും ശ്രമിക്കുക.", // 1342 adminTrashRestoreFailed
  "തിരികെ കൊണ്ടുവരിക: {name}", // 1343 adminTrashRestoreName
  "“{name}” തിരികെ കൊണ്ടുവന്നു.", // 1344 adminTrashRestored
  "ലിസ്റ്റിൽ കാണുക", // 1345 adminTrashSeeInList
  "ട്രാഷ്", // 1346 adminTrashTitle
];
export default texts;
