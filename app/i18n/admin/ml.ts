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
  "നിങ്ങളുടെ അക്കൗണ്ട്", // 363 adminFrameNavAccount
  "അക്കൗണ്ടുകൾ", // 364 adminFrameNavAccounts
  "പ്രവർത്തനങ്ങൾ", // 365 adminFrameNavActivity
  "ബ്ലോഗ് പോസ്റ്റ് ചേർക്കുക", // 366 adminFrameNavAddBlog
  "ഗാലറിയിൽ ചേർക്കുക", // 367 adminFrameNavAddGallery
  "പ്രോജക്ട് ചേർക്കുക", // 368 adminFrameNavAddProject
  "ബ്ലോഗ്", // 369 adminFrameNavBlogs
  "ഡാഷ്ബോർഡ്", // 370 adminFrameNavDashboard
  "അന്വേഷണങ്ങൾ", // 371 adminFrameNavEnquiries
  "ഗാലറി", // 372 adminFrameNavGallery
  "പ്രോജക്ടുകൾ", // 373 adminFrameNavProjects
  "വിവർത്തനങ്ങൾ", // 374 adminFrameNavTranslations
  "ട്രാഷ്", // 375 adminFrameNavTrash
  "നിങ്ങളുടെ റോളിന് ഈ പേജ് ലഭ്യമല്ല", // 376 adminFrameNotForRole
  "നിങ്ങൾ {role} ആയാണ് ലോഗിൻ ചെയ്തിരിക്കുന്നത്; ആ റോളിൽ ഈ പേജ് ഇല്ല. ആവശ്യമെങ്കിൽ സൈറ്റിന്റെ ഉടമയോട് ചോദിക്കുക.", // 377 adminFrameNotForRoleText
  "സെർവറുമായി ബന്ധപ്പെടാനായില്ല. കണക്ഷൻ പരിശോധിച്ച് വീണ്ടും ശ്രമിക്കുക.", // 378 adminFrameOffline
  "മെനു തുറക്കുക", // 379 adminFrameOpenMenu
  "ഉള്ളടക്കത്തിലേക്ക് പോകുക", // 380 adminFrameSkip
  "ബ്ലോഗ്", // 381 adminFrameTabBlogs
  "ഹോം", // 382 adminFrameTabDashboard
  "അന്വേഷണം", // 383 adminFrameTabEnquiries
  "ഗാലറി", // 384 adminFrameTabGallery
  "{label}, {count} പുതിയത്", // 385 adminFrameTabNew
  "പ്രോജക്ട്", // 386 adminFrameTabProjects
  "വീണ്ടും ശ്രമിക്കുക", // 387 adminFrameTryAgain
  "{title} നീക്കുന്നത് റദ്ദാക്കി; പഴയ സ്ഥാനത്തു തന്നെയുണ്ട്.", // 388 adminItemsArrangeCancelled
  "വലിച്ചുനീക്കുക: {title}", // 389 adminItemsArrangeDrag
  "{title} വച്ചു.", // 390 adminItemsArrangeDropped
  "{title}: {count}-ൽ {place}-ാം സ്ഥാനത്ത് വച്ചു.", // 391 adminItemsArrangeDroppedAt
  "മുകളിലേക്ക് നീക്കുക: {title}", // 392 adminItemsArrangeEarlier
  "പ്രധാന പ്രോജക്ട് · പിൻ ചെയ്തു", // 393 adminItemsArrangeFeatured
  "ഈ പ്രോജക്ട് നീക്കാൻ Space അമർത്തുക, പിന്നെ ആരോ കീകൾ; വയ്ക്കാൻ വീണ്ടും Space, റദ്ദാക്കാൻ Escape.", // 394 adminItemsArrangeInstructions
  "ഹോം പേജിലും പ്രോജക്ടുകൾ പേജിലും സന്ദർശകർ നിങ്ങളുടെ പ്രോജക്ടുകൾ ഈ ക്രമത്തിലാണ് കാണുന്നത്. ഒരു പ്രോജക്ട് അതിന്റെ പിടിയിൽ പിടിച്ച് വലിച്ചുനീക്കുക, അല്ലെങ്കിൽ ആരോകൾ കൊണ്ട് നീക്കുക; പിന്നെ സേവ് ചെയ്യുക.", // 395 adminItemsArrangeIntro
  "താഴേക്ക് നീക്കുക: {title}", // 396 adminItemsArrangeLater
  "സന്ദർശകർ കാണുന്ന ക്രമത്തിൽ പ്രോജക്ടുകൾ", // 397 adminItemsArrangeListLabel
  "{title}: {count}-ൽ {place}-ാം സ്ഥാനത്തേക്ക് മാറ്റി.", // 398 adminItemsArrangeMoved
  "ക്രമീകരിക്കാൻ പ്രോജക്ടുകളൊന്നും ഇതുവരെ ഇല്ല.", // 399 adminItemsArrangeNone
  "{title} ഇപ്പോൾ {count}-ൽ {place}-ാം സ്ഥാനത്തിനു മുകളിൽ.", // 400 adminItemsArrangeOver
  "{title} എടുത്തു: {count}-ൽ {place}-ാം സ്ഥാനം.", // 401 adminItemsArrangePickedUp
  "പ്രധാന പ്രോജക്ടായി പിൻ ചെയ്യുക", // 402 adminItemsArrangePin
  "പ്രധാന പ്രോജക്ടായി പിൻ ചെയ്യുക: {title}", // 403 adminItemsArrangePinName
  "{title} പിൻ ചെയ്തു: പ്രധാന പ്രോജക്ടായി ആദ്യം കാണിക്കും.", // 404 adminItemsArrangePinned
  "പിൻ ചെയ്ത പ്രോജക്ട് പ്രധാന പ്രോജക്ടായി ആദ്യം വരും. ഇനി ചേർക്കുന്ന പ്രോജക്ടുകൾ, ഏറ്റവും പുതിയത് ആദ്യം എന്ന ക്രമത്തിൽ, മുകളിൽ കാണിക്കും; ഇവിടെ വീണ്ടും ക്രമീകരിക്കുന്നതുവരെ.", // 405 adminItemsArrangePinnedNote
  "ക്രമം സേവ് ചെയ്യുക", // 406 adminItemsArrangeSave
  "ക്രമം സേവ് ചെയ്യാനായില്ല. വീണ്ടും ശ്രമിക്കുക.", // 407 adminItemsArrangeSaveFailed
  "ക്രമം സേവ് ചെയ്തു. സന്ദർശകർ ഇപ്പോൾ ഇങ്ങനെ കാണും.", // 408 adminItemsArrangeSaved
  "പിൻ മാറ്റുക", // 409 adminItemsArrangeUnpin
  "പിൻ മാറ്റുക: {title}", // 410 adminItemsArrangeUnpinName
  "{title} ഇനി പിൻ ചെയ്തിട്ടില്ല.", // 411 adminItemsArrangeUnpinned
  "തിരച്ചിൽ മായ്ക്കുക", // 412 adminItemsClearSearch
  "താരതമ്യം ചെയ്യുക", // 413 adminItemsCompare
  "{count} {noun}", // 414 adminItemsCountNoun
  "ഡിലീറ്റ് ചെയ്യുക: {name}", // 415 adminItemsDeleteName
  "ഡ്രാഫ്റ്റ്", // 416 adminItemsDraft
  "നിങ്ങൾക്ക് മാത്രം കാണാം: അഡ്മിനിലും പ്രിവ്യൂ വഴിയും.", // 417 adminItemsDraftHint
  "എഡിറ്റ് ചെയ്യുക: {name}", // 418 adminItemsEditName
  "(ശൂന്യം)", // 419 adminItemsEmptyValue
  "മാറ്റങ്ങൾ മറയ്ക്കുക", // 420 adminItemsHideChanges
  "ചരിത്രം", // 421 adminItemsHistory
  "(അവസാനത്തെ {count} സേവുകൾ)", // 422 adminItemsHistoryLast
  "ചരിത്രം ലോഡ് ചെയ്യാനായില്ല. അടച്ച് വീണ്ടും തുറക്കുക.", // 423 adminItemsHistoryLoadFailed
  "ഇന്ത്യൻ സമയം (IST)", // 424 adminItemsIndiaTime
  "ഓപ്ഷനുകൾ", // 425 adminItemsKindActionsHeading
  "ഗാലറിയിലേക്ക് ഫോട്ടോകൾ ചേർക്കുക", // 426 adminItemsKindAddGalleryImages
  "പുതിയ പോസ്റ്റ് ചേർക്കുക", // 427 adminItemsKindAddNewBlog
  "പുതിയ ഫോട്ടോകൾ ചേർക്കുക", // 428 adminItemsKindAddNewImages
  "പുതിയ പ്രോജക്ട് ചേർക്കുക", // 429 adminItemsKindAddNewProject
  "പണിക്ക് ശേഷമുള്ള ഫോട്ടോ", // 430 adminItemsKindAfterPhoto
  "മറ്റൊരു പോസ്റ്റ്", // 431 adminItemsKindAnotherPost
  "മറ്റൊരു പ്രോജക്ട്", // 432 adminItemsKindAnotherProject
  "ആർക്കിടെക്ചർ", // 433 adminItemsKindArchitecture
  "പ്രോജക്ടുകൾ ക്രമീകരിക്കുക", // 434 adminItemsKindArrangePortfolio
  "എഴുതിയത്", // 435 adminItemsKindAuthor
  "ബെഡ്റൂമുകൾ", // 436 adminItemsKindBedrooms
  "പുതുക്കിപ്പണിയുടെ രണ്ട് ഗാലറി ഫോട്ടോകൾ അടുത്തടുത്ത് കാണിക്കാം; നടുവിലെ വര നീക്കി സന്ദർശകർക്ക് മുമ്പും ശേഷവും താരതമ്യം ചെയ്യാം.", // 437 adminItemsKindBeforeAfterNote
  "പണിക്ക് മുമ്പുള്ള ഫോട്ടോ", // 438 adminItemsKindBeforePhoto
  "ബ്ലോഗ് പോസ്റ്റ് ചേർക്കാനായില്ല. വീണ്ടും ശ്രമിക്കുക.", // 439 adminItemsKindBlogCreateFailed
  "ബ്ലോഗ് പോസ്റ്റ് ചേർത്തു!", // 440 adminItemsKindBlogCreated
  "ബ്ലോഗ് പോസ്റ്റ് ലോഡ് ചെയ്യാനായില്ല. വീണ്ടും ശ്രമിക്കുക.", // 441 adminItemsKindBlogLoadFailed
  "ബ്ലോഗ് പോസ്റ്റ് ഡിലീറ്റ് ചെയ്യാനായില്ല. വീണ്ടും ശ്രമിക്കുക.", // 442 adminItemsKindBlogPostDeleteFailed
  "ബ്ലോഗ് പോസ്റ്റ്", // 443 adminItemsKindBlogPostNoun
  "ബ്ലോഗ് പോസ്റ്റുകൾ", // 444 adminItemsKindBlogPostsNoun
  "ബ്ലോഗ് പോസ്റ്റ് പുതുക്കാനായില്ല. വീണ്ടും ശ്രമിക്കുക.", // 445 adminItemsKindBlogUpdateFailed
  "ബ്ലോഗ് പോസ്റ്റ് പുതുക്കി!", // 446 adminItemsKindBlogUpdated
  "ബ്ലോഗ് പോസ്റ്റുകൾ ലോഡ് ചെയ്യാനായില്ല. വീണ്ടും ശ്രമിക്കുക.", // 447 adminItemsKindBlogsLoadFailed
  "ബിൽറ്റ്-അപ്പ് ഏരിയ (ച.അടി)", // 448 adminItemsKindBuiltUpSqft
  "വിഭാഗം", // 449 adminItemsKindCategory
  "കൊമേഴ്സ്യൽ", // 450 adminItemsKindCommercial
  "പൂർത്തിയായി", // 451 adminItemsKindCompleted
  "ഈ ബ്ലോഗ് പോസ്റ്റ് ഡിലീറ്റ് ചെയ്യണോ?", // 452 adminItemsKindConfirmDeleteBlogPost
  "ഈ ഗാലറി ഇനം ഡിലീറ്റ് ചെയ്യണോ?", // 453 adminItemsKindConfirmDeleteGalleryItem
  "ഈ പ്രോജക്ട് ഡിലീറ്റ് ചെയ്യണോ?", // 454 adminItemsKindConfirmDeleteProject
  "കവർ ഫോട്ടോ ഡിലീറ്റ് ചെയ്യണോ?", // 455 adminItemsKindConfirmRemoveCover
  "നിർമ്മാണം", // 456 adminItemsKindConstruction
  "ഉള്ളടക്കം", // 457 adminItemsKindContent
  "സേവ് ചെയ്യുമ്പോൾ ഈ ഫോട്ടോ കവർ ആകും.", // 458 adminItemsKindCoverChosenNote
  "ഗാലറിയിൽ നിന്ന് തിരഞ്ഞെടുത്ത കവർ ഫോട്ടോ", // 459 adminItemsKindCoverFromGallery
  "കവർ ഫോട്ടോ", // 460 adminItemsKindCoverImage
  "കവർ ഫോട്ടോ നീക്കി. ഉറപ്പാക്കാൻ മാറ്റങ്ങൾ സേവ് ചെയ്യുക.", // 461 adminItemsKindCoverRemoved
  "പുതിയ ബ്ലോഗ് പോസ്റ്റ് എഴുതുക", // 462 adminItemsKindCreateNewBlogPost
  "പുതിയ പ്രോജക്ട് ചേർക്കുക", // 463 adminItemsKindCreateNewProject
  "പ്രോജക്ട് ചേർക്കുക", // 464 adminItemsKindCreateProject
  "ഇപ്പോഴുള്ള കവർ ഫോട്ടോ", // 465 adminItemsKindCurrentCover
  "ഇപ്പോഴുള്ള ഗാലറി ഫോട്ടോകൾ", // 466 adminItemsKindCurrentGalleryImages
  "ഇപ്പോഴുള്ള ഫോട്ടോകൾ", // 467 adminItemsKindCurrentImages
  "തീയതി", // 468 adminItemsKindDateHeading
  "വിവരണം", // 469 adminItemsKindDescription
  "ഡിസൈൻ", // 470 adminItemsKindDesign
  "പണിക്കെടുത്ത സമയം (മാസം)", // 471 adminItemsKindDurationMonths
  "ബ്ലോഗ് പോസ്റ്റ് എഡിറ്റ് ചെയ്യുക", // 472 adminItemsKindEditBlogPost
  "ഗാലറി എഡിറ്റ് ചെയ്യുക", // 473 adminItemsKindEditGallery
  "പ്രോജക്ട് എഡിറ്റ് ചെയ്യുക", // 474 adminItemsKindEditProject
  "നിലകൾ", // 475 adminItemsKindFloors
  "ഫോട്ടോകൾ ഗാലറിയിൽ ചേർത്തു!", // 476 adminItemsKindGalleryCreated
  "ഗാലറി ഫോട്ടോകൾ", // 477 adminItemsKindGalleryImages
  "ഗാലറി ഫോട്ടോകൾ ലോഡ് ചെയ്യാനായില്ല. വീണ്ടും ശ്രമിക്കുക.", // 478 adminItemsKindGalleryImagesLoadFailed
  "ഗാലറി ഇനം ഡിലീറ്റ് ചെയ്യാനായില്ല. വീണ്ടും ശ്രമിക്കുക.", // 479 adminItemsKindGalleryItemDeleteFailed
  "ഗാലറി ഇനം", // 480 adminItemsKindGalleryItemNoun
  "ഗാലറി ഇനം", // 481 adminItemsKindGalleryItemUntitled
  "ഗാലറി ഇനങ്ങൾ", // 482 adminItemsKindGalleryItemsNoun
  "ഗാലറി വിവരങ്ങൾ ലോഡ് ചെയ്യാനായില്ല. വീണ്ടും ശ്രമിക്കുക.", // 483 adminItemsKindGalleryLoadFailed
  "ഗാലറി പുതുക്കി!", // 484 adminItemsKindGalleryUpdated
  "പൊതുവായവ", // 485 adminItemsKindGeneral
  "PNG, JPG, GIF — 10MB വരെ", // 486 adminItemsKindHint10mb
  "PNG, JPG, GIF — 5MB വരെ", // 487 adminItemsKindHint5mb
  "ഫോട്ടോ", // 488 adminItemsKindImageNoun
  "ഫോട്ടോകൾ", // 489 adminItemsKindImages
  "ഫോട്ടോകൾ", // 490 adminItemsKindImagesNoun
  "ഇൻഡസ്ട്രിയൽ", // 491 adminItemsKindIndustrial
  "ഇന്റീരിയർ ഡിസൈൻ", // 492 adminItemsKindInteriorDesign
  "പ്രദേശം", // 493 adminItemsKindLocality
  "ഉദാ. കവടിയാർ", // 494 adminItemsKindLocalityHint
  "സ്ഥലം", // 495 adminItemsKindLocation
  "ബ്ലോഗ് പോസ്റ്റുകൾ", // 496 adminItemsKindManageBlogs
  "ഗാലറി", // 497 adminItemsKindManageGallery
  "പ്രോജക്ടുകൾ", // 498 adminItemsKindManageProjects
  "പുതിയ കവർ ഫോട്ടോ", // 499 adminItemsKindNewCover
  "പുതിയ ഗാലറി ഫോട്ടോകൾ", // 500 adminItemsKindNewGalleryImages
  "പുതിയ ഫോട്ടോകൾ", // 501 adminItemsKindNewImages
  "ബ്ലോഗ് പോസ്റ്റുകളൊന്നുമില്ല. ആദ്യ പോസ്റ്റ് ചേർക്കൂ!", // 502 adminItemsKindNoBlogPosts
  "വിഭാഗമില്ല", // 503 adminItemsKindNoCategory
  "വിവരണമില്ല", // 504 adminItemsKindNoDescription
  "ഗാലറിയിൽ ഫോട്ടോകളൊന്നുമില്ല.", // 505 adminItemsKindNoGalleryImages
  "പ്രോജക്ടുകളൊന്നുമില്ല. ആദ്യ പ്രോജക്ട് ചേർക്കൂ!", // 506 adminItemsKindNoProjects
  "ഒന്നുമില്ല", // 507 adminItemsKindNone
  "നൽകിയിട്ടില്ല", // 508 adminItemsKindNotGiven
  "പണി നടക്കുന്നു", // 509 adminItemsKindOngoing
  "പാക്കേജ്", // 510 adminItemsKindPackage
  "പ്ലോട്ട് (സെന്റ്)", // 511 adminItemsKindPlotCents
  "പ്ലോട്ടിന്റെ വലിപ്പം (സെന്റ്)", // 512 adminItemsKindPlotSize
  "നിരക്ക് പാക്കേജ്", // 513 adminItemsKindPricePackage
  "സേവനങ്ങൾ പേജിലെ പേര്, ഉദാ. Premium", // 514 adminItemsKindPricePackageHint
  "പ്രോജക്ട് ചേർക്കാനായില്ല. വീണ്ടും ശ്രമിക്കുക.", // 515 adminItemsKindProjectCreateFailed
  "പ്രോജക്ട് ചേർത്തു!", // 516 adminItemsKindProjectCreated
  "പ്രോജക്ട് ഡിലീറ്റ് ചെയ്യാനായില്ല. വീണ്ടും ശ്രമിക്കുക.", // 517 adminItemsKindProjectDeleteFailed
  "പ്രോജക്ട് വിവരങ്ങൾ", // 518 adminItemsKindProjectFacts
  "നിർബന്ധമില്ല. കാർഡുകളിൽ ഇവയിൽ ചിലത് ഒരു വരിയിൽ കാണിക്കും; പ്രോജക്ട് പേജിൽ എല്ലാം.", // 519 adminItemsKindProjectFactsNote
  "പ്രോജക്ട്", // 520 adminItemsKindProjectHeading
  "പ്രോജക്ട് ലോഡ് ചെയ്യാനായില്ല. വീണ്ടും ശ്രമിക്കുക.", // 521 adminItemsKindProjectLoadFailed
  "പ്രോജക്ട്", // 522 adminItemsKindProjectNoun
  "പ്രോജക്ട് പുതുക്കാനായില്ല. വീണ്ടും ശ്രമിക്കുക.", // 523 adminItemsKindProjectUpdateFailed
  "പ്രോജക്ട് പുതുക്കി!", // 524 adminItemsKindProjectUpdated
  "പ്രോജക്ടുകൾ", // 525 adminItemsKindProjectsCaption
  "പ്രോജക്ടുകൾ ലോഡ് ചെയ്യാനായില്ല. വീണ്ടും ശ്രമിക്കുക.", // 526 adminItemsKindProjectsLoadFailed
  "പ്രോജക്ടുകൾ", // 527 adminItemsKindProjectsNoun
  "ബ്ലോഗ് പോസ്റ്റ് പ്രസിദ്ധീകരിക്കുക", // 528 adminItemsKindPublishBlogPost
  "പ്രസിദ്ധീകരിക്കുന്നു...", // 529 adminItemsKindPublishing
  "കവർ ഫോട്ടോ നീക്കുക", // 530 adminItemsKindRemoveCover
  "പുതുക്കിപ്പണി", // 531 adminItemsKindRenovation
  "റെസിഡൻഷ്യൽ", // 532 adminItemsKindResidential
  "മാറ്റങ്ങൾ സേവ് ചെയ്യുക", // 533 adminItemsKindSaveChanges
  "ഡ്രാഫ്റ്റ് സേവ് ചെയ്യുക", // 534 adminItemsKindSaveDraft
  "സേവ് ചെയ്യുന്നു...", // 535 adminItemsKindSaving
  "പോസ്റ്റ് ഷെഡ്യൂൾ ചെയ്യുക", // 536 adminItemsKindSchedulePost
  "ബ്ലോഗ് പോസ്റ്റുകൾ തിരയുക", // 537 adminItemsKindSearchBlogPosts
  "തലക്കെട്ട്, ഉള്ളടക്കം, എഴുതിയ ആൾ എന്നിവ വഴി തിരയുക", // 538 adminItemsKindSearchBlogPostsPlaceholder
  "ഗാലറി ഇനങ്ങൾ തിരയുക", // 539 adminItemsKindSearchGalleryItems
  "തലക്കെട്ട്, വിവരണം എന്നിവ വഴി തിരയുക", // 540 adminItemsKindSearchGalleryPlaceholder
  "പ്രോജക്ടുകൾ തിരയുക", // 541 adminItemsKindSearchProjects
  "തലക്കെട്ട്, വിവരണം, സ്ഥലം എന്നിവ വഴി തിരയുക", // 542 adminItemsKindSearchProjectsPlaceholder
  "നില", // 543 adminItemsKindStatus
  "അയയ്ക്കുന്നു...", // 544 adminItemsKindSubmitting
  "ടാഗുകൾ", // 545 adminItemsKindTags
  "ടാഗുകൾ കോമ ഇട്ട് വേർതിരിക്കുക, ഉദാ. പുതുക്കിപ്പണി, കേരള വീടുകൾ", // 546 adminItemsKindTagsHint
  "ഈ ഗാലറി ഇനം", // 547 adminItemsKindThisGalleryItem
  "നുറുങ്ങുകളും ഉപദേശങ്ങളും", // 548 adminItemsKindTipsAdvice
  "തലക്കെട്ട്", // 549 adminItemsKindTitle
  "വിഭാഗമില്ല", // 550 adminItemsKindUncategorized
  "ബ്ലോഗ് പോസ്റ്റ് പുതുക്കുക", // 551 adminItemsKindUpdateBlogPost
  "പുതുക്കാനായില്ല. വീണ്ടും ശ്രമിക്കുക.", // 552 adminItemsKindUpdateFailed
  "ഗാലറി പുതുക്കുക", // 553 adminItemsKindUpdateGallery
  "പുതുക്കുന്നു...", // 554 adminItemsKindUpdating
  "അപ്‌ലോഡ് നടന്നില്ല. വീണ്ടും ശ്രമിക്കുക.", // 555 adminItemsKindUploadFailed
  "ഫോട്ടോകൾ അപ്‌ലോഡ് ചെയ്യുക", // 556 adminItemsKindUploadImages
  "അപ്‌ലോഡ് ചെയ്യുന്നു...", // 557 adminItemsKindUploading
  "വർഷം", // 558 adminItemsKindYear
  "പൂർത്തിയായതോ തുടങ്ങിയതോ ആയ വർഷം ({from}–{to})", // 559 adminItemsKindYearHint
  "പേജ് വിടുക", // 560 adminItemsLeave
  "ഈ പേജിൽ നിന്ന് പോകണോ? മാറ്റങ്ങൾ സേവ് ചെയ്തിട്ടില്ല.", // 561 adminItemsLeaveQuestion
  "കൂടുതൽ കാണിക്കുക", // 562 adminItemsLoadMore
  "കൂടുതൽ ലോഡ് ചെയ്യാനായില്ല. കണക്ഷൻ പരിശോധിച്ച് വീണ്ടും ശ്രമിക്കുക.", // 563 adminItemsLoadMoreFailed
  "ലോഡ് ചെയ്യുന്നു…", // 564 adminItemsLoading
  "മുമ്പത്തെ പതിപ്പുകളൊന്നുമില്ല: ഇനി ഓരോ സേവും ഇവിടെ സൂക്ഷിക്കും.", // 565 adminItemsNoEarlierVersions
  "“{query}” എന്നതിന് ചേരുന്ന {noun} ഇല്ല.", // 566 adminItemsNoMatch
  "(ഒന്നുമില്ല)", // 567 adminItemsNoneValue
  "(പുതിയ ടാബിൽ തുറക്കും)", // 568 adminItemsOpensInNewTab
  "{n} / {count}", // 569 adminItemsPhotoOf
  "പ്രിവ്യൂ", // 570 adminItemsPreview
  "പ്രിവ്യൂ തുറക്കാനായില്ല. വീണ്ടും ശ്രമിക്കുക.", // 571 adminItemsPreviewFailed
  "പ്രിവ്യൂ: {name}", // 572 adminItemsPreviewName
  "പ്രസിദ്ധീകരിക്കേണ്ട സമയം", // 573 adminItemsPublishOn
  "പ്രസിദ്ധീകരിക്കേണ്ട തീയതിയും സമയവും തിരഞ്ഞെടുക്കുക", // 574 adminItemsPublishTimeMissing
  "പ്രസിദ്ധീകരിച്ചു", // 575 adminItemsPublished
  "സേവ് ചെയ്താലുടൻ സന്ദർശകർക്ക് കാണാം.", // 576 adminItemsPublishedHint
  "പ്രസിദ്ധീകരണം", // 577 adminItemsPublishingLegend
  "തിരികെ കൊണ്ടുവരിക", // 578 adminItemsRestore
  "പതിപ്പ് തിരികെ കൊണ്ടുവരാനായില്ല. വീണ്ടും ശ്രമിക്കുക.", // 579 adminItemsRestoreFailed
  "{when} സേവ് ചെയ്ത പതിപ്പ് തിരികെ കൊണ്ടുവരണോ? ഇപ്പോഴുള്ളത് ചരിത്രത്തിൽ തുടരും.", // 580 adminItemsRestoreQuestion
  "{when} സേവ് ചെയ്ത പതിപ്പ് തിരികെ കൊണ്ടുവന്നു.", // 581 adminItemsRestored
  "സെഷൻ അവസാനിച്ചതിനാൽ വീണ്ടും ലോഗിൻ ചെയ്യേണ്ടിവന്നു. നിങ്ങൾ ടൈപ്പ് ചെയ്തത് തിരികെ കിട്ടി; തിരഞ്ഞെടുത്തിരുന്ന ഫോട്ടോകൾ വീണ്ടും ചേർക്കുക.", // 582 adminItemsRestoredNote
  "ഇപ്പോൾ സേവ് ചെയ്തതുതന്നെ.", // 583 adminItemsSameAsNow
  "ഇപ്പോഴുള്ളത്", // 584 adminItemsSavedNow
  "ഷെഡ്യൂൾ ചെയ്തു", // 585 adminItemsScheduled
  "ഷെഡ്യൂൾ ചെയ്തു · {when}", // 586 adminItemsScheduledFor
  "നിങ്ങൾ തിരഞ്ഞെടുക്കുന്ന സമയത്ത് തനിയെ പ്രസിദ്ധീകരിക്കും.", // 587 adminItemsScheduledHint
  "തിരയുക", // 588 adminItemsSearch
  "{noun}: {total}-ൽ {shown} എണ്ണം കാണിക്കുന്നു", // 589 adminItemsShowing
  "പേജിന്റെ വിലാസം: {address}", // 590 adminItemsSlugAddress
  "ഒഴിച്ചിട്ടാൽ തലക്കെട്ടിൽ നിന്ന് ഉണ്ടാക്കും: {address}", // 591 adminItemsSlugFromTitle
  "ഇംഗ്ലീഷ് അക്ഷരങ്ങളോ അക്കങ്ങളോ ഉപയോഗിക്കുക (a മുതൽ z, 0 മുതൽ 9).", // 592 adminItemsSlugInvalid
  "ഒഴിച്ചിട്ടാൽ തലക്കെട്ടിൽ നിന്ന് ഉണ്ടാക്കും.", // 593 adminItemsSlugMadeFromTitle
  ". പഴയ വിലാസം {address} ഇനി ഇവിടേക്ക് എത്തിക്കും.", // 594 adminItemsSlugOldAddress
  "എന്തോ പിശക് സംഭവിച്ചു. വീണ്ടും ശ്രമിക്കുക.", // 595 adminItemsSomethingWrong
  "ഈ പതിപ്പ്", // 596 adminItemsThisVersion
  "ആകെ: {total}", // 597 adminItemsTotal
  "ട്രാഷിലേക്ക് മാറ്റി; {days} ദിവസം അവിടെ ഉണ്ടാകും.", // 598 adminItemsTrashedMoved
  "ട്രാഷ് തുറന്ന്", // 599 adminItemsTrashedOpen
  "തിരികെ കൊണ്ടുവരാം.", // 600 adminItemsTrashedRestore
  "വീണ്ടും ശ്രമിക്കുക", // 601 adminItemsTryAgain
  "സേവ് ചെയ്യാത്ത മാറ്റങ്ങൾ", // 602 adminItemsUnsavedChanges
  "പേരില്ലാത്ത പ്രോജക്ട്", // 603 adminItemsUntitledProject
  "വെബ് വിലാസം (URL)", // 604 adminItemsUrl
  "സൈറ്റിൽ കാണുക", // 605 adminItemsViewOnSite
  "അഡ്മിൻ ഭാഗത്തെ മെനുകളും ബട്ടണുകളും സന്ദേശങ്ങളും, നിങ്ങൾക്ക് മാത്രം. പൊതു സൈറ്റിന്റെ ഭാഷകൾ മാറില്ല.", // 606 adminLanguageHint
  "ഭാഷ സേവ് ചെയ്തില്ല.", // 607 adminLanguageNotSaved
  "ഭാഷ സേവ് ചെയ്തില്ല. കണക്ഷൻ പരിശോധിച്ച് വീണ്ടും ശ്രമിക്കുക.", // 608 adminLanguageOffline
  "ഭാഷ സേവ് ചെയ്യുക", // 609 adminLanguageSave
  "അഡ്മിൻ ഭാഗം ഇനി മലയാളത്തിൽ.", // 610 adminLanguageSaved
  "സേവ് ചെയ്യുന്നു...", // 611 adminLanguageSaving
  "അഡ്മിൻ ഭാഷ", // 612 adminLanguageTitle
  "അവ തിരികെ ചേർക്കുക", // 613 adminPhotosAddBackMany
  "തിരികെ ചേർക്കുക", // 614 adminPhotosAddBackOne
  "ആ ഫോട്ടോ ഇതിൽ ഇതിനകം ഉണ്ട്, അതിനാൽ ഒഴിവാക്കി.", // 615 adminPhotosAlreadyStored
  "{n}-ാം ഫോട്ടോ നീക്കുന്നത് റദ്ദാക്കി; പഴയ സ്ഥാനത്തു തന്നെയുണ്ട്.", // 616 adminPhotosCancelled
  "ഒരു ഫോട്ടോ തിരഞ്ഞെടുക്കുക", // 617 adminPhotosChooseImage
  "ഫോട്ടോകൾ തിരഞ്ഞെടുക്കുക", // 618 adminPhotosChooseImages
  "എല്ലാം നീക്കുക", // 619 adminPhotosClearAll
  "ഈ ഫോട്ടോ ഡിലീറ്റ് ചെയ്യണോ?", // 620 adminPhotosConfirmDelete
  "കവർ", // 621 adminPhotosCover
  "ഇപ്പോഴുള്ള ഫോട്ടോ {n}", // 622 adminPhotosCurrentPhoto
  "ഒഴിവാക്കുക", // 623 adminPhotosDiscard
  "ഫോട്ടോ {n} വലിച്ചുനീക്കുക", // 624 adminPhotosDrag
  "{n}-ാം ഫോട്ടോ വച്ചു.", // 625 adminPhotosDropped
  "{n}-ാം ഫോട്ടോ {count}-ൽ {place}-ാം സ്ഥാനത്ത് വച്ചു.", // 626 adminPhotosDroppedAt
  "ഒരേ ഫോട്ടോ ഒന്നിലധികം തവണ വന്നത് ഒഴിവാക്കി.", // 627 adminPhotosDuplicatesSkipped
  "ഫോട്ടോ {n} മുന്നിലേക്ക് നീക്കുക", // 628 adminPhotosEarlier
  "ഈ ഫോട്ടോ നീക്കാൻ Space അമർത്തുക, പിന്നെ ആരോ കീകൾ; വയ്ക്കാൻ വീണ്ടും Space, റദ്ദാക്കാൻ Escape.", // 629 adminPhotosInstructions
  "ഫോട്ടോ {n} ആണ് കവർ", // 630 adminPhotosIsCover
  "പേജ് അടയുന്നതിന് മുമ്പ് തിരഞ്ഞെടുത്ത {count} ഫോട്ടോകൾ ഈ ഉപകരണത്തിൽ സൂക്ഷിച്ചിട്ടുണ്ട്.", // 631 adminPhotosKeptMany
  "പേജ് അടയുന്നതിന് മുമ്പ് തിരഞ്ഞെടുത്ത {count} ഫോട്ടോ ഈ ഉപകരണത്തിൽ സൂക്ഷിച്ചിട്ടുണ്ട്.", // 632 adminPhotosKeptOne
  "ഫോട്ടോ {n} പിന്നിലേക്ക് നീക്കുക", // 633 adminPhotosLater
  ", പുതിയത്: {count}", // 634 adminPhotosNewCount
  "പുതിയ ഫോട്ടോ {n} ({name})", // 635 adminPhotosNewPhoto
  "ഫോട്ടോ അയയ്ക്കാനായില്ല.", // 636 adminPhotosNotSent
  "{count} ഫോട്ടോകൾ ഇനിയും അയച്ചുകൊണ്ടിരിക്കുന്നു", // 637 adminPhotosOnTheWayMany
  "{count} ഫോട്ടോ ഇനിയും അയച്ചുകൊണ്ടിരിക്കുന്നു", // 638 adminPhotosOnTheWayOne
  "{n}-ാം ഫോട്ടോ ഇപ്പോൾ {count}-ൽ {place}-ാം സ്ഥാനത്തിനു മുകളിൽ.", // 639 adminPhotosOver
  "{count}-ൽ {n}-ാം ഫോട്ടോ എടുത്തു.", // 640 adminPhotosPickedUp
  "പ്രിവ്യൂ: {name}", // 641 adminPhotosPreviewOf
  "ഇപ്പോഴുള്ള ഫോട്ടോ {n} നീക്കുക", // 642 adminPhotosRemoveCurrent
  "പുതിയ ഫോട്ടോ നീക്കുക: {name}", // 643 adminPhotosRemoveNew
  "ഫോട്ടോ നീക്കി. ഉറപ്പാക്കാൻ മാറ്റങ്ങൾ സേവ് ചെയ്യുക.", // 644 adminPhotosRemoved
  "അയയ്ക്കുന്നു: {name}", // 645 adminPhotosSending
  "അയച്ചു", // 646 adminPhotosSent
  "പ്രോജക്ട് ചേർക്കുക", // 647 adminPhotosSharedAddProject
  "പങ്കിട്ടത് {n} / {count}: {name}", // 648 adminPhotosSharedAlt
  "ഫോണിൽ നിന്ന് {count} ഫോട്ടോകൾ പങ്കിട്ടു. ഇവ എന്തിനാണ്?", // 649 adminPhotosSharedCountMany
  "ഫോണിൽ നിന്ന് {count} ഫോട്ടോ പങ്കിട്ടു. ഇത് എന്തിനാണ്?", // 650 adminPhotosSharedCountOne
  "പുതിയ പ്രോജക്ട് തുടങ്ങുക", // 651 adminPhotosSharedNewProject
  "പങ്കിട്ട ഫോട്ടോകളൊന്നും ഇപ്പോൾ ഇല്ല. ഫോണിലെ ഗാലറിയിൽ ഫോട്ടോകൾ തിരഞ്ഞെടുത്ത് Share അമർത്തി ഈ സൈറ്റിന്റെ അഡ്മിൻ ആപ്പ് തിരഞ്ഞെടുക്കുക: അവ ഇവിടെ തുറക്കും, പുതിയ പ്രോജക്ടിനോ ഗാലറിക്കോ തയ്യാറായി.", // 652 adminPhotosSharedNone
  "നിങ്ങൾ പങ്കിട്ട ഫോട്ടോകൾ തുറക്കുന്നു…", // 653 adminPhotosSharedOpening
  "പങ്കിട്ട ഫോട്ടോകൾ", // 654 adminPhotosSharedTitle
  "ഗാലറിയിൽ ചേർക്കുക", // 655 adminPhotosSharedToGallery
  "സൂക്ഷിച്ച ഫോട്ടോ {n} / {count}", // 656 adminPhotosStoredFile
  "ഫോട്ടോ {n} കവർ ആക്കുക", // 657 adminPhotosUseAsCover
  "കണക്ഷനായി കാത്തിരിക്കുന്നു…", // 658 adminPhotosWaitingConnection
  "ഫോട്ടോകൾ അയയ്ക്കാൻ കണക്ഷനായി കാത്തിരിക്കുന്നു…", // 659 adminPhotosWaitingToSend
  "ഫോട്ടോ {n}-ൽ എന്താണ്", // 660 adminPhotosWhatImageShows
  "ഫോട്ടോയിൽ എന്താണ്", // 661 adminPhotosWhatItShows
  "ഒരു ഫയൽ ഈ സൈറ്റിൽ ഉപയോഗിക്കാവുന്ന ചിത്രമല്ല. JPEG, PNG, GIF, WebP, AVIF അല്ലെങ്കിൽ SVG ചിത്രം ഉപയോഗിക്കുക.", // 662 adminProblemAFileNotUsable
  "ഒരു ഫയൽ ശരിയായ ചിത്രമല്ല.", // 663 adminProblemAFileNotValid
  "ഒരു ഫയലിൽ പിക്സലുകൾ കൂടുതലാണ്. പരമാവധി {megapixels} മെഗാപിക്സൽ ഉള്ള ഫോട്ടോ ഉപയോഗിക്കുക.", // 664 adminProblemAFilePixels
  "ഒരു ഫയൽ {size} MB-യിൽ കൂടുതലാണ്. ചെറിയ ഒരു ചിത്രം തിരഞ്ഞെടുക്കുക.", // 665 adminProblemAFileTooLarge
  "ഒരു ഫയൽ ചിത്രമായി വായിക്കാനായില്ല. അത് കേടായതോ പൂർണമല്ലാത്തതോ ആകാം.", // 666 adminProblemAFileUnreadable
  "ഞങ്ങളെക്കുറിച്ചുള്ള ബാൻഡ് നൽകുക", // 667 adminProblemAboutBandRequired
  "ഈ അക്കൗണ്ട് പ്രവർത്തനരഹിതമാക്കിയിരിക്കുന്നു. സൈറ്റിന്റെ ഉടമയോട് ചോദിക്കുക.", // 668 adminProblemAccountDisabled
  "ഈ ഇമെയിൽ വിലാസത്തിൽ ഇതിനകം ഒരു അക്കൗണ്ട് ഉണ്ട്. പകരം ലോഗിൻ ചെയ്യുക.", // 669 adminProblemAccountExists
  "അക്കൗണ്ട് നീക്കം ചെയ്തു", // 670 adminProblemAccountRemoved
  "വിലാസം ശരിയല്ല.", // 671 adminProblemAddressInvalid
  "വിലാസത്തിൽ അക്ഷരങ്ങളോ അക്കങ്ങളോ വേണം", // 672 adminProblemAddressLetters
  "വിലാസത്തിന് നീളം കൂടുതലാണ്.", // 673 adminProblemAddressTooLong
  "പണിക്ക് ശേഷമുള്ള ഫോട്ടോ ഈ പ്രോജക്ടിന്റെ ഫോട്ടോകളിൽ ഒന്നായിരിക്കണം", // 674 adminProblemAfterAmongPhotos
  "ഓരോ ചിത്രവിവരണവും 250 അക്ഷരങ്ങളിൽ കൂടരുത്", // 675 adminProblemAltMax
  "നിങ്ങളുടെ അക്കൗണ്ടിൽ ഇതിനകം ഒരു ഓതന്റിക്കേറ്റർ ആപ്പ് ഉണ്ട്: അതിലെ കോഡ് നൽകുക.", // 676 adminProblemAppAlreadyEnterCode
  "ഒരു ഓതന്റിക്കേറ്റർ ആപ്പ് ഇതിനകം ഓൺ ആണ്.", // 677 adminProblemAppAlreadyOn
  "ഒരു ഓതന്റിക്കേറ്റർ ആപ്പ് ഇതിനകം ഓൺ ആണ്. മറ്റൊന്ന് ഉപയോഗിക്കാൻ ആദ്യം അത് ഓഫ് ചെയ്യുക.", // 678 adminProblemAppAlreadyOnTurnOff
  "ഓതന്റിക്കേറ്റർ ആപ്പ് ഓഫ് ചെയ്തു.", // 679 adminProblemAppOff
  "JSON അയയ്ക്കുക: { order: [ids], pinned: id or null }", // 680 adminProblemArrangeBody
  "order-ലെ ഓരോ എൻട്രിയും ഒരു {noun}-ന്റെ id ആയിരിക്കണം", // 681 adminProblemArrangeEntryId
  "order എന്നത് {noun} id-കളുടെ ലിസ്റ്റ് ആയിരിക്കണം", // 682 adminProblemArrangeOrderList
  "pinned എന്നത് order-ലുള്ള ഒരു {noun}-ന്റെ id അല്ലെങ്കിൽ null ആയിരിക്കണം", // 683 adminProblemArrangePinned
  "ഒരേസമയം 1000 എണ്ണം വരെ മാത്രമേ ക്രമീകരിക്കാനാവൂ ({noun})", // 684 adminProblemArrangeTooMany
  "{noun} {id} ട്രാഷിലാണ്: ആദ്യം അത് തിരികെ കൊണ്ടുവരിക, അല്ലെങ്കിൽ ഒഴിവാക്കുക", // 685 adminProblemArrangeTrashed
  "{noun} {id} രണ്ടു തവണ ചേർത്തിട്ടുണ്ട്", // 686 adminProblemArrangeTwice
  "{noun} {id} എന്നൊന്നില്ല", // 687 adminProblemArrangeUnknown
  "250 അക്ഷരങ്ങളിൽ കൂടരുത്", // 688 adminProblemAtMost250
  "50000 അക്ഷരങ്ങളിൽ കൂടരുത്", // 689 adminProblemAtMost50000
  "{max} അക്ഷരങ്ങളിൽ കൂടരുത്", // 690 adminProblemAtMostChars
  "{label} പരമാവധി {max} എണ്ണം മാത്രം", // 691 adminProblemAtMostItems
  "എഴുതിയ ആളുടെ പേര് നൽകുക", // 692 adminProblemAuthorRequired
  "പണിക്ക് മുമ്പും ശേഷവുമുള്ള ഫോട്ടോകൾ രണ്ട് വ്യത്യസ്ത ഫോട്ടോകളായിരിക്കണം", // 693 adminProblemBeforeAfterDifferent
  "പണിക്ക് മുമ്പുള്ള ഫോട്ടോ ഈ പ്രോജക്ടിന്റെ ഫോട്ടോകളിൽ ഒന്നായിരിക്കണം", // 694 adminProblemBeforeAmongPhotos
  "ബ്ലോഗ് പോസ്റ്റ് ഡിലീറ്റ് ചെയ്തു", // 695 adminProblemBlogDeleted
  "ബ്ലോഗ് പോസ്റ്റ് കണ്ടെത്തിയില്ല", // 696 adminProblemBlogNotFound
  "അഭ്യർത്ഥനയിലെ ഉള്ളടക്കത്തിന് തട്ടുകൾ കൂടുതലാണ് (പരമാവധി 16).", // 697 adminProblemBodyNested
  "അഭ്യർത്ഥനയിലെ ഉള്ളടക്കം ശരിയായ JSON അല്ല.", // 698 adminProblemBodyNotJson
  "അഭ്യർത്ഥനയിലെ ഉള്ളടക്കം വളരെ വലുതാണ്.", // 699 adminProblemBodyTooLarge
  "അഭ്യർത്ഥനയിലെ ഉള്ളടക്കം വായിക്കാനായില്ല.", // 700 adminProblemBodyUnreadable
  "സ്വന്തം അക്കൗണ്ട് പ്രവർത്തനരഹിതമാക്കാനാവില്ല.", // 701 adminProblemCannotDisableSelf
  "സ്വന്തം അക്കൗണ്ട് നീക്കം ചെയ്യാനാവില്ല.", // 702 adminProblemCannotRemoveSelf
  "വിഭാഗം ഇവയിൽ ഒന്നായിരിക്കണം: {categories}", // 703 adminProblemCategoryOneOf
  "ഇംഗ്ലീഷ്, മലയാളം അല്ലെങ്കിൽ തമിഴ് തിരഞ്ഞെടുക്കുക", // 704 adminProblemChooseLanguage
  "ഒരു പാസ്‌വേഡ് തിരഞ്ഞെടുക്കുക", // 705 adminProblemChoosePassword
  "അപ്‌ലോഡ് ചെയ്യാൻ ഒരു ഫോട്ടോ തിരഞ്ഞെടുക്കുക.", // 706 adminProblemChoosePhotoToUpload
  "ഈ സൈറ്റിൽ അപ്‌ലോഡ് ചെയ്ത ഒരു ഫോട്ടോ തിരഞ്ഞെടുക്കുക", // 707 adminProblemChoosePhotoUploaded
  "പ്രസിദ്ധീകരിക്കേണ്ട തീയതിയും സമയവും തിരഞ്ഞെടുക്കുക", // 708 adminProblemChoosePublishTime
  "ഉടമ, എഡിറ്റർ അല്ലെങ്കിൽ സെയിൽസ് തിരഞ്ഞെടുക്കുക", // 709 adminProblemChooseRole
  "നിങ്ങൾക്ക് സൗകര്യമുള്ള സമയം തിരഞ്ഞെടുക്കുക", // 710 adminProblemChooseTime
  "വാട്ട്സ്ആപ്പ് അല്ലെങ്കിൽ കോൾ തിരഞ്ഞെടുക്കുക", // 711 adminProblemChooseWhatsAppOrCall
  "കണക്കുകൾ നൽകുക", // 712 adminProblemClaimsRequired
  "അടയ്ക്കുന്ന സമയം തുറക്കുന്ന സമയത്തിന് ശേഷമായിരിക്കണം", // 713 adminProblemClosingAfterOpening
  "അടയ്ക്കുന്ന സമയം 18:00 പോലെ ഒരു സമയമായിരിക്കണം", // 714 adminProblemClosingTime
  "ആ കോഡിന് നീളം കൂടുതലാണ്", // 715 adminProblemCodeTooLong
  "ഉള്ളടക്കം JSON ആയിരിക്കണം", // 716 adminProblemContentJson
  "ഉള്ളടക്കം നൽകുക", // 717 adminProblemContentRequired
  "ഉള്ളടക്കത്തിന് നീളം കൂടുതലാണ്", // 718 adminProblemContentTooLong
  "ഈ തരം ഉള്ളടക്കം ഇവിടെ സ്വീകരിക്കില്ല.", // 719 adminProblemContentType
  "കവർ ഫോട്ടോ ഈ പ്രോജക്ടിന്റെ ഫോട്ടോകളിൽ ഒന്നായിരിക്കണം", // 720 adminProblemCoverAmongPhotos
  "ഒരു കവർ ഫോട്ടോ അപ്‌ലോഡ് ചെയ്യുക.", // 721 adminProblemCoverRequired
  "ഡെവലപ്പർ ക്രെഡിറ്റ് നൽകുക", // 722 adminProblemCreditRequired
  "എന്നെന്നേക്കുമായി ഡിലീറ്റ് ചെയ്തു", // 723 adminProblemDeletedForGood
  "disabled എന്നത് true അല്ലെങ്കിൽ false ആയിരിക്കണം", // 724 adminProblemDisabledTrueFalse
  "{label}: ഓരോന്നും {max} അക്ഷരങ്ങളിൽ കൂടരുത്", // 725 adminProblemEachOfMax
  "ശരിയായ ഇമെയിൽ വിലാസം നൽകുക", // 726 adminProblemEmailAddress
  "ശരിയായ ഇമെയിൽ വിലാസം നൽകുക", // 727 adminProblemEmailInvalid
  "ഇമെയിൽ നൽകുക", // 728 adminProblemEmailRequired
  "ഈ ഇമെയിൽ വിലാസത്തിൽ ഇതിനകം ഒരു അക്കൗണ്ട് ഉണ്ട്.", // 729 adminProblemEmailTaken
  "ഇമെയിൽ വിലാസത്തിന് നീളം കൂടുതലാണ്", // 730 adminProblemEmailTooLong
  "കഴിഞ്ഞ ഒരു മണിക്കൂറിൽ നിങ്ങളുടെ കണക്ഷനിൽ നിന്ന് ഒരുപാട് അന്വേഷണങ്ങൾ വന്നു. പകരം ഞങ്ങളെ വിളിക്കുകയോ വാട്ട്സ്ആപ്പ് ചെയ്യുകയോ ചെയ്യുക.", // 731 adminProblemEnquiriesFlood
  "ഈ സൈറ്റിന്റെ സ്വന്തം പേജുകളിൽ നിന്നുള്ള അന്വേഷണങ്ങൾ മാത്രമേ സ്വീകരിക്കൂ.", // 732 adminProblemEnquiriesOwnPages
  "അന്വേഷണം ഡിലീറ്റ് ചെയ്തു", // 733 adminProblemEnquiryDeleted
  "അന്വേഷണത്തിന്റെ കീ ശരിയല്ല", // 734 adminProblemEnquiryKeyMalformed
  "അന്വേഷണം എന്തിനെക്കുറിച്ചാണെന്ന് തിരഞ്ഞെടുക്കുക", // 735 adminProblemEnquiryKind
  "അന്വേഷണം കണ്ടെത്തിയില്ല", // 736 adminProblemEnquiryNotFound
  "അന്വേഷണത്തിന്റെ റഫറൻസ് ശരിയല്ല", // 737 adminProblemEnquiryReferenceMalformed
  "ഓതന്റിക്കേറ്റർ ആപ്പിലെ കോഡ് നൽകുക.", // 738 adminProblemEnterAppCode
  "കോഡ് നൽകുക", // 739 adminProblemEnterCode
  "ഇപ്പോഴത്തെ പാസ്‌വേഡ് നൽകുക", // 740 adminProblemEnterCurrentPassword
  "ഇമെയിൽ വിലാസം നൽകുക", // 741 adminProblemEnterEmail
  "സന്ദേശം എഴുതുക", // 742 adminProblemEnterMessage
  "പേര് നൽകുക", // 743 adminProblemEnterName
  "നിങ്ങളുടെ പാസ്‌വേഡ് നൽകുക", // 744 adminProblemEnterPassword
  "ഫോൺ നമ്പർ നൽകുക", // 745 adminProblemEnterPhone
  "എസ്റ്റിമേറ്ററിന്റെ വിവരങ്ങൾ നൽകുക", // 746 adminProblemEstimatorRequired
  "existing ചിത്രങ്ങളുടെ പേരുകളുടെ ഒരു JSON ലിസ്റ്റ് ആയിരിക്കണം", // 747 adminProblemExistingJson
  "ഈ സെർവർ 100-continue മാത്രമേ സ്വീകരിക്കൂ.", // 748 adminProblemExpect100
  "10 അക്ക ഫോൺ നമ്പറോ ഇമെയിൽ വിലാസമോ നൽകുക", // 749 adminProblemExportPerson
  "{field}-ന് നീളം കൂടുതലാണ്", // 750 adminProblemFieldTooLong
  "\"{file}\" ഈ സൈറ്റിൽ ഉപയോഗിക്കാവുന്ന ചിത്രമല്ല. JPEG, PNG, GIF, WebP, AVIF അല്ലെങ്കിൽ SVG ചിത്രം ഉപയോഗിക്കുക.", // 751 adminProblemFileNotUsable
  "\"{file}\" ശരിയായ ചിത്രമല്ല.", // 752 adminProblemFileNotValid
  "\"{file}\"-ൽ പിക്സലുകൾ കൂടുതലാണ്. പരമാവധി {megapixels} മെഗാപിക്സൽ ഉള്ള ഫോട്ടോ ഉപയോഗിക്കുക.", // 753 adminProblemFilePixels
  "\"{file}\" {size} MB-യിൽ കൂടുതലാണ്. ചെറിയ ഒരു ചിത്രം തിരഞ്ഞെടുക്കുക.", // 754 adminProblemFileTooLarge
  "\"{file}\" ചിത്രമായി വായിക്കാനായില്ല. അത് കേടായതോ പൂർണമല്ലാത്തതോ ആകാം.", // 755 adminProblemFileUnreadable
  "ഫോളോ-അപ്പ് ഒരു തീയതി ആയിരിക്കണം", // 756 adminProblemFollowUpDate
  "ആ വിലാസത്തിൽ ഒരു അക്കൗണ്ട് ഉണ്ടെങ്കിൽ, പുതിയ പാസ്‌വേഡ് സെറ്റ് ചെയ്യാനുള്ള ലിങ്ക് അയച്ചിട്ടുണ്ട്. ഒരു മണിക്കൂർ അത് പ്രവർത്തിക്കും.", // 757 adminProblemForgotSent
  "ഫോമിലെ വിവരങ്ങൾ വായിക്കാനായില്ല.", // 758 adminProblemFormUnreadable
  "ഗാലറി ഇനം ഡിലീറ്റ് ചെയ്തു", // 759 adminProblemGalleryDeleted
  "ഗാലറി ഇനം കണ്ടെത്തിയില്ല", // 760 adminProblemGalleryNotFound
  "ഞങ്ങളുടെ ഭാഗത്ത് എന്തോ പിശക് സംഭവിച്ചു. വീണ്ടും ശ്രമിക്കുക.", // 761 adminProblemGeneric
  "അഭ്യർത്ഥനയുടെ ഹെഡറുകളോ വിലാസമോ വളരെ വലുതാണ്.", // 762 adminProblemHeadersTooLarge
  "അഭ്യർത്ഥനയിലെ Host ഹെഡർ ഇല്ല, അല്ലെങ്കിൽ ശരിയല്ല.", // 763 adminProblemHostHeader
  "id ടെക്സ്റ്റ് ആയിരിക്കണം", // 764 adminProblemIdText
  "imageAlts ഫോട്ടോകളുടെ പേരും ടെക്സ്റ്റും ഉള്ള ഒരു JSON ഒബ്ജക്ട് ആയിരിക്കണം", // 765 adminProblemImageAltsJson
  "ഒരു ചിത്രം {size} MB-യിൽ കൂടുതലാണ്. ചെറിയ ഒരു ചിത്രം തിരഞ്ഞെടുക്കുക.", // 766 adminProblemImageTooLarge
  "കുറഞ്ഞത് ഒരു ഫോട്ടോയെങ്കിലും തിരഞ്ഞെടുക്കുക.", // 767 adminProblemImagesRequired
  "നൽകിയ വിവരം ശരിയല്ല", // 768 adminProblemInvalidInput
  "ഇമെയിലോ പാസ്‌വേഡോ തെറ്റാണ്. വീണ്ടും ശ്രമിക്കുക.", // 769 adminProblemInvalidLogin
  "ഈ ക്ഷണത്തിന്റെ കാലാവധി കഴിഞ്ഞു, അല്ലെങ്കിൽ ഇതിനകം ഉപയോഗിച്ചു. പുതിയതിനായി സൈറ്റിന്റെ ഉടമയോട് ചോദിക്കുക.", // 770 adminProblemInvitationGone
  "ക്ഷണം പിൻവലിച്ചു", // 771 adminProblemInvitationWithdrawn
  "kind എന്നത് {kinds} അല്ലെങ്കിൽ {last} ആയിരിക്കണം", // 772 adminProblemKindOneOf
  "{label}: കുറഞ്ഞത് {min} എണ്ണം വേണം", // 773 adminProblemLabelAtLeast
  "{label}: പരമാവധി {max} എണ്ണം മാത്രം", // 774 adminProblemLabelAtMost
  "{label}: കൃത്യം {count} എണ്ണം വേണം", // 775 adminProblemLabelExactly
  "{label} ഒരു ഫയലോ അപ്‌ലോഡ് നൽകിയ റഫറൻസോ ആയിരിക്കണം", // 776 adminProblemLabelFileOrReference
  "{label} https:// എന്ന് തുടങ്ങുന്ന പൂർണ ലിങ്ക് ആയിരിക്കണം", // 777 adminProblemLabelHttps
  "{label} ഒരു ചിത്രത്തിന്റെ പേരായിരിക്കണം", // 778 adminProblemLabelImageName
  "{label} ഒരു ലിങ്ക് ആയിരിക്കണം", // 779 adminProblemLabelLink
  "{label} ഒരു ലിസ്റ്റ് ആയിരിക്കണം", // 780 adminProblemLabelList
  "{label} {max} അക്ഷരങ്ങളിൽ കൂടരുത്", // 781 adminProblemLabelMax
  "{label} 2,000 അക്ഷരങ്ങളിൽ കൂടരുത്", // 782 adminProblemLabelMax2000
  "{label} ഒരു തവണ, ടെക്സ്റ്റ് ആയി അയയ്ക്കണം", // 783 adminProblemLabelOnce
  "{label} ഒറ്റ വരിയിൽ ആയിരിക്കണം", // 784 adminProblemLabelOneLine
  "{label} ഇവയിൽ ഒന്നായിരിക്കണം: {values}", // 785 adminProblemLabelOneOf
  "{label} നൽകുക", // 786 adminProblemLabelRequired
  "{label} ടെക്സ്റ്റ് ആയിരിക്കണം", // 787 adminProblemLabelText
  "ലോഗിൻ ചെയ്യാൻ കഴിയുന്ന ഒരു ഉടമയെങ്കിലും സൈറ്റിന് വേണം. ആദ്യം മറ്റൊരാളെ ഉടമയാക്കുക.", // 788 adminProblemLastOwner
  "അഭ്യർത്ഥനയുടെ നീളം അതിലെ ഉള്ളടക്കവുമായി ഒത്തുപോകുന്നില്ല.", // 789 adminProblemLengthMismatch
  "limit 0 മുതൽ 1000 വരെയുള്ള പൂർണസംഖ്യ ആയിരിക്കണം", // 790 adminProblemLimitRange
  "ലിങ്ക് പൂർണമല്ല", // 791 adminProblemLinkIncomplete
  "ലോഗിൻ ചെയ്തു", // 792 adminProblemLoginSuccessful
  "മാപ്പ് എംബെഡ് ലിങ്ക് Google Maps-ൽ നിന്നോ OpenStreetMap-ൽ നിന്നോ ഉള്ള എംബെഡ് ലിങ്ക് ആയിരിക്കണം", // 793 adminProblemMapEmbed
  "മാപ്പ് നൽകുക", // 794 adminProblemMapRequired
  "2,000 അക്ഷരങ്ങളിൽ കൂടാത്ത സന്ദേശം എഴുതുക.", // 795 adminProblemMessageMax
  "പേര് 80 അക്ഷരങ്ങളിൽ കൂടരുത്", // 796 adminProblemNameMax80
  "നിങ്ങളുടെ പേര് നൽകുക", // 797 adminProblemNameRequired
  "nearest 0 മുതൽ 12 വരെയുള്ള പൂർണസംഖ്യ ആയിരിക്കണം", // 798 adminProblemNearestRange
  "അക്കൗണ്ട് ഇല്ല", // 799 adminProblemNoAccount
  "ആ id-യിൽ ഒരു അക്കൗണ്ടും ഇല്ല", // 800 adminProblemNoAccountById
  "ഓതന്റിക്കേറ്റർ ആപ്പ് ഒന്നും ഓൺ അല്ല.", // 801 adminProblemNoAppOn
  "ഇവിടെ വിവർത്തനം ചെയ്യാൻ ഇംഗ്ലീഷ് ടെക്സ്റ്റ് ഇല്ല", // 802 adminProblemNoEnglishText
  "ആ വിലാസത്തിലേക്ക് ക്ഷണമൊന്നും ബാക്കിയില്ല", // 803 adminProblemNoInvitation
  "ഈ സ്ഥാനത്ത് ഫോട്ടോ ഇല്ല", // 804 adminProblemNoPhotoHere
  "ഈ അപ്‌ലോഡ് സൂക്ഷിക്കാൻ ഇപ്പോൾ സെർവറിൽ സ്ഥലമില്ല. ഒന്നും സേവ് ചെയ്തിട്ടില്ല; കുറച്ചുകഴിഞ്ഞ് വീണ്ടും ശ്രമിക്കുക.", // 805 adminProblemNoRoom
  "ഇങ്ങനെയൊരു പാസ്‌കീ ഇല്ല", // 806 adminProblemNoSuchPasskey
  "സൈറ്റിൽ ഇങ്ങനെയൊരു ഭാഗമില്ല", // 807 adminProblemNoSuchSection
  "ഇങ്ങനെയൊരു അപ്‌ലോഡ് ഇല്ല.", // 808 adminProblemNoSuchUpload
  "ഇത് ഇതിലെ ഒരു ഫീൽഡ് അല്ല", // 809 adminProblemNotAField
  "ഇത് സൈറ്റിന്റെ ഭാഷകളിൽ ഒന്നല്ല", // 810 adminProblemNotALanguage
  "ഇത് ഈ ഭാഗത്തിലെ ഒരു സ്ഥാനമല്ല", // 811 adminProblemNotAPlace
  "ഇതിന് അനുമതിയില്ല.", // 812 adminProblemNotAllowed
  "ഇത് നിങ്ങളുടെ ഇപ്പോഴത്തെ പാസ്‌വേഡ് അല്ല.", // 813 adminProblemNotCurrentPassword
  "കണ്ടെത്തിയില്ല", // 814 adminProblemNotFound
  "അഭ്യർത്ഥന കൈകാര്യം ചെയ്യാനായില്ല.", // 815 adminProblemNotHandled
  "ട്രാഷിൽ ഇല്ല", // 816 adminProblemNotInTrash
  "കുറിപ്പ് {max} അക്ഷരങ്ങളിൽ കൂടരുത്", // 817 adminProblemNoteMax
  "{label} {min} മുതൽ {max} വരെയുള്ള സംഖ്യ ആയിരിക്കണം, പരമാവധി രണ്ട് ദശാംശ സ്ഥാനങ്ങൾ", // 818 adminProblemNumberDecimals
  "ഓഫീസ് സമയത്തിൽ തിങ്കൾ മുതൽ ഞായർ വരെയുള്ള ദിവസങ്ങൾ വേണം", // 819 adminProblemOfficeHoursDays
  "offset 0 മുതലുള്ള പൂർണസംഖ്യ ആയിരിക്കണം", // 820 adminProblemOffsetRange
  "തുറക്കുന്ന സമയം 08:00 പോലെ ഒരു സമയമായിരിക്കണം", // 821 adminProblemOpeningTime
  "order എന്നത് arranged അല്ലെങ്കിൽ newest ആയിരിക്കണം", // 822 adminProblemOrderWord
  "പേജ് ശരിയല്ല", // 823 adminProblemPageMalformed
  "പാസ്‌കീകൾക്ക് സൈറ്റിന്റെ സ്വന്തം വിലാസം വേണം (https വഴിയുള്ള ഡൊമെയ്ൻ നെയിം).", // 824 adminProblemPasskeyAddress
  "ഈ അഭ്യർത്ഥനയുടെ സമയം കഴിഞ്ഞു. വീണ്ടും ശ്രമിക്കുക.", // 825 adminProblemPasskeyExpired
  "ആ പാസ്‌കീ ഉപയോഗിച്ച് ലോഗിൻ ചെയ്യാനായില്ല. വീണ്ടും ശ്രമിക്കുക, അല്ലെങ്കിൽ പാസ്‌വേഡ് ഉപയോഗിച്ച് ലോഗിൻ ചെയ്യുക.", // 826 adminProblemPasskeyFailed
  "പാസ്‌കീയ്ക്ക് ഒരു പേര് നൽകുക (അത് ഉള്ള ഫോണിന്റെയോ കമ്പ്യൂട്ടറിന്റെയോ പേര്)", // 827 adminProblemPasskeyName
  "പേര് 60 അക്ഷരങ്ങളിൽ കൂടരുത്", // 828 adminProblemPasskeyNameMax
  "ഈ പാസ്‌കീ ചേർക്കാനായില്ല. മറ്റൊരു ഉപകരണത്തിൽ ശ്രമിക്കുക.", // 829 adminProblemPasskeyNotAdded
  "പാസ്‌കീ നീക്കം ചെയ്തു", // 830 adminProblemPasskeyRemoved
  "നിങ്ങളുടെ കണക്ഷനിൽ നിന്ന് ഒരുപാട് പാസ്‌കീ ലോഗിനുകൾ വന്നു. കുറച്ചുകഴിഞ്ഞ് വീണ്ടും ശ്രമിക്കുക.", // 831 adminProblemPasskeyTooMany
  "പാസ്‌കീ പരിശോധിക്കാനായില്ല. വീണ്ടും ശ്രമിക്കുക.", // 832 adminProblemPasskeyUnchecked
  "പാസ്‌വേഡ് മാറ്റി. മറ്റെല്ലായിടത്തുനിന്നും ലോഗൗട്ട് ചെയ്തു.", // 833 adminProblemPasswordChanged
  "പാസ്‌വേഡ് നൽകുക", // 834 adminProblemPasswordRequired
  "പുതിയ പാസ്‌വേഡ് സെറ്റ് ചെയ്തു. അതുപയോഗിച്ച് ലോഗിൻ ചെയ്യുക.", // 835 adminProblemPasswordSet
  "കുറഞ്ഞത് 10 അക്ഷരങ്ങൾ വേണം", // 836 adminProblemPasswordShort
  "പാസ്‌വേഡിന് നീളം കൂടുതലാണ്", // 837 adminProblemPasswordTooLong
  "പേയ്മെന്റ് ഘട്ടങ്ങൾ ആകെ 100% ആയിരിക്കണം (ഇപ്പോൾ {total}%)", // 838 adminProblemPaymentsTotal
  "ശതമാനത്തിന് പരമാവധി രണ്ട് ദശാംശ സ്ഥാനങ്ങൾ മാത്രം", // 839 adminProblemPercentDecimals
  "ശതമാനം 100-ൽ കൂടരുത്", // 840 adminProblemPercentMax
  "ശതമാനം ഒരു സംഖ്യ ആയിരിക്കണം", // 841 adminProblemPercentNumber
  "ശതമാനം 0-ൽ കൂടുതലായിരിക്കണം", // 842 adminProblemPercentPositive
  "ഫോൺ 10 അക്ക ഇന്ത്യൻ നമ്പർ ആയിരിക്കണം, ഉദാ. 98765 43210 അല്ലെങ്കിൽ +91 98765 43210", // 843 adminProblemPhoneCompany
  "ഇന്ത്യൻ നമ്പറിൽ +91-ന് ശേഷം 10 അക്കങ്ങൾ വേണം, ഉദാ. +91 98470 12345", // 844 adminProblemPhoneIndia
  "ഫോൺ നമ്പർ നൽകുക", // 845 adminProblemPhoneRequired
  "10 അക്ക മൊബൈൽ നമ്പർ നൽകുക, ഉദാ. 98470 12345; വിദേശ നമ്പറാണെങ്കിൽ + ഉം രാജ്യ കോഡും ചേർത്ത്, ഉദാ. +971 50 123 4567", // 846 adminProblemPhoneVisitor
  "കണക്ഷൻ നഷ്ടപ്പെട്ടു. കണക്ഷൻ തിരികെ വന്നാൽ ഫോട്ടോ അയയ്ക്കൽ തുടരും.", // 847 adminProblemPhotoConnectionLost
  "ഫോട്ടോ അയച്ചു, പക്ഷേ അത് എവിടെയാണെന്ന് സൈറ്റ് പറഞ്ഞില്ല. വീണ്ടും തിരഞ്ഞെടുക്കുക.", // 848 adminProblemPhotoNoPlace
  "ഈ ഫോട്ടോ സൈറ്റിൽ ഇതുവരെ ഇല്ല: അത് അയയ്ക്കുക.", // 849 adminProblemPhotoNotYet
  "പിൻ കോഡ് 6 അക്കമായിരിക്കണം", // 850 adminProblemPinCode
  "പ്രോജക്ട് ഡിലീറ്റ് ചെയ്തു", // 851 adminProblemProjectDeleted
  "പ്രോജക്ട് കണ്ടെത്തിയില്ല", // 852 adminProblemProjectNotFound
  "പ്രസിദ്ധീകരിക്കുന്ന സമയം ഒരു തീയതിയും സമയവും ആയിരിക്കണം", // 853 adminProblemPublishTime
  "സബ്സ്ക്രിപ്ഷന്റെ auth രഹസ്യം 16 bytes, base64url ആയിരിക്കണം", // 854 adminProblemPushAuth
  "ഈ ഉപകരണത്തിലെ ബ്രൗസർ സബ്സ്ക്രിപ്ഷൻ അവസാനിപ്പിച്ചു. അറിയിപ്പുകൾ വീണ്ടും ഓണാക്കുക.", // 855 adminProblemPushEnded
  "സബ്സ്ക്രിപ്ഷന്റെ endpoint ഒരു പുഷ് സേവനത്തിന്റെ https URL ആയിരിക്കണം", // 856 adminProblemPushEndpoint
  "സബ്സ്ക്രിപ്ഷന്റെ endpoint ഒരു പൊതു ഹോസ്റ്റ് നെയിം ആയിരിക്കണം", // 857 adminProblemPushHost
  "സബ്സ്ക്രിപ്ഷന്റെ കീകൾ കാണുന്നില്ല", // 858 adminProblemPushKeysMissing
  "ഈ ബ്രൗസർ അറിയിപ്പ് സേവനം തുടങ്ങിയില്ല. പേജ് റീലോഡ് ചെയ്ത് വീണ്ടും ശ്രമിക്കുക.", // 859 adminProblemPushNoService
  "ഈ ഉപകരണത്തിൽ അറിയിപ്പുകൾ ഓണാക്കിയിട്ടില്ല. ആദ്യം അവ ഓണാക്കുക.", // 860 adminProblemPushNotSubscribed
  "ബ്രൗസറിന്റെ പുഷ് സേവനം അറിയിപ്പ് സ്വീകരിച്ചില്ല ({reason}). കുറച്ചുകഴിഞ്ഞ് വീണ്ടും ശ്രമിക്കുക.", // 861 adminProblemPushNotTaken
  "സബ്സ്ക്രിപ്ഷന്റെ p256dh കീ ഒരു P-256 പബ്ലിക് കീ ആയിരിക്കണം (65 bytes, base64url)", // 862 adminProblemPushP256dh
  "സബ്സ്ക്രിപ്ഷന്റെ endpoint https പോർട്ട് (443) ഉപയോഗിക്കണം", // 863 adminProblemPushPort
  "സബ്സ്ക്രിപ്ഷന്റെ endpoint സ്വകാര്യ വിലാസമോ ലോക്കൽ വിലാസമോ ആകരുത്", // 864 adminProblemPushPrivate
  "ടെസ്റ്റ് അറിയിപ്പ് അയച്ചു. അൽപ്പസമയത്തിനകം ഈ ഉപകരണത്തിൽ കാണും.", // 865 adminProblemPushTestSent
  "ഈ ബ്രൗസറിന്റെ പുഷ് സേവനത്തിൽ എത്താനായില്ല. കണക്ഷൻ പരിശോധിച്ച് വീണ്ടും ശ്രമിക്കുക.", // 866 adminProblemPushUnreachable
  "bedrooms ഇവയിൽ ഒന്നായിരിക്കണം: {choices}", // 867 adminProblemQueryBedrooms
  "package എന്നത് പ്രോജക്ടുകളിലുള്ള ഒരു പാക്കേജിന്റെ പേരായിരിക്കണം: {packages}", // 868 adminProblemQueryPackage
  "package ഇപ്പോൾ ഉപയോഗിക്കാനാവില്ല: ഒരു പ്രോജക്ടിലും പാക്കേജ് നൽകിയിട്ടില്ല", // 869 adminProblemQueryPackageNone
  "plot ഇവയിൽ ഒന്നായിരിക്കണം: {choices}", // 870 adminProblemQueryPlot
  "status എന്നത് completed, ongoing എന്നിവയിൽ ഒന്നായിരിക്കണം", // 871 adminProblemQueryStatus
  "{code} നിരക്ക് ₹10,000-ൽ കൂടരുത്", // 872 adminProblemRateMax
  "{code} നിരക്ക് ₹0-ൽ കൂടുതലായിരിക്കണം; {code} മറയ്ക്കാൻ ഒഴിച്ചിടുക", // 873 adminProblemRatePositive
  "{code} നിരക്ക് രൂപയിലുള്ള സംഖ്യ ആയിരിക്കണം; {code} മറയ്ക്കാൻ ഒഴിച്ചിടുക", // 874 adminProblemRateRupees
  "കറൻസി നിരക്കുകൾ നൽകുക", // 875 adminProblemRatesRequired
  "നിരക്ക് നിശ്ചയിച്ച തീയതി ശരിയായ തീയതിയായിരിക്കണം", // 876 adminProblemRatesSetOn
  "റേറ്റിംഗ് 0 മുതൽ 5 വരെയുള്ള സംഖ്യ ആയിരിക്കണം, ഉദാ. 4.8", // 877 adminProblemRatingRange
  "റേറ്റിംഗ് ടെക്സ്റ്റ് ആയിരിക്കണം", // 878 adminProblemRatingText
  "അഭ്യർത്ഥന പൂർണമല്ല", // 879 adminProblemRequestIncomplete
  "അഭ്യർത്ഥന എത്താൻ വളരെ സമയമെടുത്തു.", // 880 adminProblemRequestTooSlow
  "അഭ്യർത്ഥന വായിക്കാനായില്ല.", // 881 adminProblemRequestUnreadable
  "requireSecondStep എന്നത് true അല്ലെങ്കിൽ false ആയിരിക്കണം", // 882 adminProblemRequireTrueFalse
  "എല്ലാ അക്കൗണ്ടുകൾക്കും രണ്ടാം ഘട്ടം സൈറ്റിന്റെ ഉടമ നിർബന്ധമാക്കിയിട്ടുണ്ട്, അതിനാൽ ഇത് ഓൺ ആയി തുടരും.", // 883 adminProblemRequiredByOwner
  "ഈ ലിങ്കിന്റെ കാലാവധി കഴിഞ്ഞു, അല്ലെങ്കിൽ ഇതിനകം ഉപയോഗിച്ചു. പുതിയൊരെണ്ണം ചോദിക്കുക.", // 884 adminProblemResetGone
  "നിങ്ങളുടെ കണക്ഷനിൽ നിന്ന് പുതിയ പാസ്‌വേഡിനായി ഒരുപാട് അഭ്യർത്ഥനകൾ വന്നു. ഒരു മണിക്കൂർ കഴിഞ്ഞ് വീണ്ടും ശ്രമിക്കുക.", // 885 adminProblemResetTooMany
  "തിരികെ കൊണ്ടുവന്നു", // 886 adminProblemRestored
  "റിവ്യൂകളുടെ എണ്ണം ടെക്സ്റ്റ് ആയിരിക്കണം", // 887 adminProblemReviewsText
  "റിവ്യൂകളുടെ എണ്ണം പൂർണസംഖ്യ ആയിരിക്കണം", // 888 adminProblemReviewsWhole
  "നിങ്ങളുടെ റോളിന് (എഡിറ്റർ) ഇതിന് അനുമതിയില്ല. ആവശ്യമെങ്കിൽ സൈറ്റിന്റെ ഉടമയോട് ചോദിക്കുക.", // 889 adminProblemRoleEditor
  "നിങ്ങളുടെ റോളിന് (ഉടമ) ഇതിന് അനുമതിയില്ല. ആവശ്യമെങ്കിൽ സൈറ്റിന്റെ ഉടമയോട് ചോദിക്കുക.", // 890 adminProblemRoleOwner
  "നിങ്ങളുടെ റോളിന് (സെയിൽസ്) ഇതിന് അനുമതിയില്ല. ആവശ്യമെങ്കിൽ സൈറ്റിന്റെ ഉടമയോട് ചോദിക്കുക.", // 891 adminProblemRoleSales
  "ഭാഗത്തിന്റെ ഉള്ളടക്കം content എന്ന ഫീൽഡിൽ JSON ആയി അയയ്ക്കുക", // 892 adminProblemSectionContentField
  "ഒരു സേവനം തിരഞ്ഞെടുക്കുക", // 893 adminProblemSelectService
  "{field} ആയി പരമാവധി {max} ഫയലുകൾ മാത്രം അയയ്ക്കുക.", // 894 adminProblemSendFilesMany
  "{field} ആയി പരമാവധി {max} ഫയൽ മാത്രം അയയ്ക്കുക.", // 895 adminProblemSendFilesOne
  "JSON അയയ്ക്കുക.", // 896 adminProblemSendJson
  "ഫോം multipart/form-data ആയി അയയ്ക്കുക.", // 897 adminProblemSendMultipart
  "role അല്ലെങ്കിൽ disabled അയയ്ക്കുക", // 898 adminProblemSendRoleOrDisabled
  "ഭാഗത്തിന്റെ ഉള്ളടക്കം അയയ്ക്കുക", // 899 adminProblemSendSectionContent
  "ഒരു സ്റ്റാറ്റസോ ഫോളോ-അപ്പ് തീയതിയോ അയയ്ക്കുക", // 900 adminProblemSendStatusOrFollowUp
  "നിങ്ങളുടെ സെഷൻ അവസാനിച്ചു. വീണ്ടും ലോഗിൻ ചെയ്യുക.", // 901 adminProblemSessionEndedSignIn
  "ആ സെഷൻ ഇതിനകം അവസാനിച്ചു", // 902 adminProblemSessionGone
  "പൂർത്തിയാക്കാൻ ഒരു ഓതന്റിക്കേറ്റർ ആപ്പ് സെറ്റ് ചെയ്യുക.", // 903 adminProblemSetUpAppToFinish
  "ലോഗിൻ പൂർത്തിയാക്കാൻ ഒരു ഓതന്റിക്കേറ്റർ ആപ്പ് സെറ്റ് ചെയ്യുക.", // 904 adminProblemSetUpAppToSignIn
  "ഞങ്ങളെക്കുറിച്ച് പേജിൽ ഒരു ഫോട്ടോ ചേർക്കുക", // 905 adminProblemSetupAbout
  "നിങ്ങളുടെ കഥയ്ക്ക് അരികിൽ ഇപ്പോഴും ഒരു ഡെമോ ചിത്രമാണ്: ടീമിന്റെയോ ഓഫീസിന്റെയോ ഒരു ഫോട്ടോ ചേർക്കുക.", // 906 adminProblemSetupAboutDemo
  "നിങ്ങളുടെ കഥയ്ക്ക് അരികിൽ ടീമിന്റെയോ ഓഫീസിന്റെയോ ഒരു ഫോട്ടോ.", // 907 adminProblemSetupAboutPhoto
  "സൈറ്റിൽ ഓഫീസ് വിലാസം ചേർക്കുക", // 908 adminProblemSetupAddress
  "ഫൂട്ടറിലും കോൺടാക്ട് പേജിലും മാപ്പിലും ഇപ്പോഴും സാമ്പിൾ വിലാസമാണ്.", // 909 adminProblemSetupAddressDetail
  "സൈറ്റിൽ നിങ്ങളുടെ ഇമെയിൽ വിലാസം ചേർക്കുക", // 910 adminProblemSetupEmail
  "കോൺടാക്ട് പേജിൽ ഇപ്പോഴും info@example.com ആണ് കാണിക്കുന്നത്.", // 911 adminProblemSetupEmailDetail
  "ഹോം പേജിൽ നിങ്ങളുടെ പണിയുടെ ഒരു ഫോട്ടോ ചേർക്കുക", // 912 adminProblemSetupHero
  "സന്ദർശകർ ആദ്യം കാണുന്നത് ഇപ്പോഴും ഒരു ഡെമോ ചിത്രമാണ്.", // 913 adminProblemSetupHeroDemo
  "സന്ദർശകർ ആദ്യം കാണുന്നത് ഇപ്പോഴും ഒരു വരയാണ്.", // 914 adminProblemSetupHeroDrawing
  "സൈറ്റിൽ നിങ്ങളുടെ ഫോൺ നമ്പർ ചേർക്കുക", // 915 adminProblemSetupPhone
  "ഓരോ പേജിലെയും കോൾ ബട്ടൺ ഇപ്പോഴും സാമ്പിൾ നമ്പറായ +91 90000 00000 ആണ് വിളിക്കുന്നത്.", // 916 adminProblemSetupPhoneDetail
  "നിങ്ങളുടെ റേറ്റിംഗും റിവ്യൂകൾ വായിക്കാനുള്ള ഇടവും കാണിക്കുക", // 917 adminProblemSetupRating
  "5-ൽ നിങ്ങളുടെ റേറ്റിംഗ്, റിവ്യൂകളുടെ എണ്ണം, അവയിലേക്കുള്ള ലിങ്ക് (Google, Facebook…).", // 918 adminProblemSetupRatingDetail
  "നിങ്ങളുടെ രജിസ്ട്രേഷനുകൾ കാണിക്കുക", // 919 adminProblemSetupRegistrations
  "നിങ്ങളുടെ GSTIN, RERA, ലൈസൻസ് അല്ലെങ്കിൽ സർട്ടിഫിക്കറ്റ് നമ്പറുകൾ, ഫൂട്ടറിലും ഞങ്ങളെക്കുറിച്ച് പേജിലും.", // 920 adminProblemSetupRegistrationsDetail
  "സേവനങ്ങൾക്ക് ഫോട്ടോകൾ ചേർക്കുക", // 921 adminProblemSetupServices
  "{total} സേവനങ്ങളിൽ {count} എണ്ണത്തിൽ ഇപ്പോഴും ഡെമോ ചിത്രമാണ്.", // 922 adminProblemSetupServicesDemo
  "{total} സേവനങ്ങളിൽ {count} എണ്ണത്തിൽ ഇപ്പോഴും വരയാണ്.", // 923 adminProblemSetupServicesDrawing
  "{total} സേവനങ്ങളിൽ {count} എണ്ണത്തിൽ ഇപ്പോഴും വരയോ ഡെമോ ചിത്രമോ ആണ്.", // 924 adminProblemSetupServicesMixed
  "സോഷ്യൽ മീഡിയ ലിങ്കുകൾ ചേർക്കുക", // 925 adminProblemSetupSocial
  "ലിങ്ക് ചേർത്താൽ അവയുടെ ഐക്കണുകൾ ഫൂട്ടറിൽ കാണും.", // 926 adminProblemSetupSocialDetail
  "ടീമിന്റെ ഫോട്ടോകൾ ചേർക്കുക", // 927 adminProblemSetupTeam
  "ഞങ്ങളെക്കുറിച്ച് പേജിലെ {total} പേരിൽ {count} പേർക്ക് ഇപ്പോഴും പേരിന്റെ ആദ്യാക്ഷരങ്ങൾ മാത്രമാണ്.", // 928 adminProblemSetupTeamDetail
  "വാറന്റിയും പേയ്മെന്റ് ഘട്ടങ്ങളും സെറ്റ് ചെയ്യുക", // 929 adminProblemSetupWarranty
  "പാക്കേജുകളുടെ വാറന്റിയും എസ്റ്റിമേറ്റർ കാണിക്കുന്ന ഘട്ടം തിരിച്ചുള്ള പേയ്മെന്റുകളും ഇപ്പോഴും സാമ്പിളുകളാണ്.", // 930 adminProblemSetupWarrantyDetail
  "നിങ്ങളുടെ വാട്ട്സ്ആപ്പ് നമ്പർ ചേർക്കുക", // 931 adminProblemSetupWhatsApp
  "വാട്ട്സ്ആപ്പ് ബട്ടണുകൾ ഇപ്പോഴും സാമ്പിൾ നമ്പറുമായുള്ള ചാറ്റാണ് തുറക്കുന്നത്.", // 932 adminProblemSetupWhatsAppDetail
  "sha256 64 ഹെക്സാഡെസിമൽ അക്കങ്ങൾ ആയിരിക്കണം", // 933 adminProblemSha256Digits
  "sha256 ടെക്സ്റ്റ് ആയിരിക്കണം", // 934 adminProblemSha256Text
  "സെർവർ ഓഫാകുകയാണ്.", // 935 adminProblemShuttingDown
  "ഒരുപാട് തവണ ലോഗിൻ ചെയ്യാൻ ശ്രമിച്ചു. {minutes} മിനിറ്റ് കഴിഞ്ഞ് വീണ്ടും ശ്രമിക്കുക.", // 936 adminProblemSignInAttemptsMany
  "ഒരുപാട് തവണ ലോഗിൻ ചെയ്യാൻ ശ്രമിച്ചു. {minutes} മിനിറ്റ് കഴിഞ്ഞ് വീണ്ടും ശ്രമിക്കുക.", // 937 adminProblemSignInAttemptsOne
  "ലോഗിൻ പൂർത്തിയായിട്ടില്ല", // 938 adminProblemSignInIncomplete
  "തുടരാൻ ലോഗിൻ ചെയ്യുക.", // 939 adminProblemSignInToContinue
  "ഒരേസമയം ഒരുപാട് ലോഗിനുകൾ. ഒരു മിനിറ്റ് കഴിഞ്ഞ് വീണ്ടും ശ്രമിക്കുക.", // 940 adminProblemSignInsAtOnce
  "ഇപ്പോൾ ഒരുപാട് ലോഗിനുകൾ പരിശോധിക്കുന്നുണ്ട്. അൽപ്പം കഴിഞ്ഞ് വീണ്ടും ശ്രമിക്കുക.", // 941 adminProblemSignInsBusy
  "ലോഗൗട്ട് ചെയ്തു", // 942 adminProblemSignedOut
  "അവിടെ നിന്ന് ലോഗൗട്ട് ചെയ്തു", // 943 adminProblemSignedOutThere
  "ഈ URL ഇതിനകം {owner} ഉപയോഗിക്കുന്നു; മറ്റൊന്ന് തിരഞ്ഞെടുക്കുക", // 944 adminProblemSlugTaken
  "സോഷ്യൽ മീഡിയ ലിങ്കുകൾ നൽകുക", // 945 adminProblemSocialRequired
  "വീണ്ടും തുടങ്ങുക: ആദ്യം ആപ്പ് ചേർക്കുക.", // 946 adminProblemStartAgain
  "സ്റ്റാറ്റസ് ഇവയിൽ ഒന്നായിരിക്കണം: {statuses}", // 947 adminProblemStatusOneOf
  "ടെംപ്ലേറ്റിന്റെ പേരും ടെക്സ്റ്റും അയയ്ക്കുക", // 948 adminProblemTemplateBody
  "ടെംപ്ലേറ്റ് ഡിലീറ്റ് ചെയ്തു", // 949 adminProblemTemplateDeleted
  "ടെംപ്ലേറ്റിന് ഒരു പേര് നൽകുക", // 950 adminProblemTemplateName
  "ടെംപ്ലേറ്റിന്റെ പേര് ഒറ്റ വരിയിൽ ആയിരിക്കണം", // 951 adminProblemTemplateNameLine
  "ടെംപ്ലേറ്റിന്റെ പേര് 60 അക്ഷരങ്ങളിൽ കൂടരുത്", // 952 adminProblemTemplateNameMax
  "ഈ പേരിൽ ഇതിനകം മറ്റൊരു ടെംപ്ലേറ്റ് ഉണ്ട്", // 953 adminProblemTemplateNameTaken
  "ടെംപ്ലേറ്റ് കണ്ടെത്തിയില്ല", // 954 adminProblemTemplateNotFound
  "{unknown} എന്നിവ പ്ലേസ്ഹോൾഡറുകളല്ല: {name}, {reference} അല്ലെങ്കിൽ {company} ഉപയോഗിക്കുക", // 955 adminProblemTemplatePlaceholderMany
  "{unknown} എന്നൊരു പ്ലേസ്ഹോൾഡർ ഇല്ല: {name}, {reference} അല്ലെങ്കിൽ {company} ഉപയോഗിക്കുക", // 956 adminProblemTemplatePlaceholderOne
  "ടെംപ്ലേറ്റിലെ സന്ദേശം {max} അക്ഷരങ്ങളിൽ കൂടരുത്", // 957 adminProblemTemplateTextMax
  "20 ടെംപ്ലേറ്റുകൾ വരെ സൂക്ഷിക്കാം: ആദ്യം ഇനി ഉപയോഗിക്കാത്ത ഒന്ന് ഡിലീറ്റ് ചെയ്യുക", // 958 adminProblemTemplateTooMany
  "texts ഫീൽഡുകളുടെ പേരും അവയുടെ ടെക്സ്റ്റും ഉള്ള ഒരു ഒബ്ജക്ട് ആയിരിക്കണം", // 959 adminProblemTextsObject
  "അവരുടെ ഓതന്റിക്കേറ്റർ ആപ്പ് ഓഫ് ചെയ്തു.", // 960 adminProblemTheirAppOff
  "ഈ ലോഗിന്റെ സമയം കഴിഞ്ഞു. വീണ്ടും ലോഗിൻ ചെയ്യുക.", // 961 adminProblemTicketGone
  "സമയമേഖല ശരിയല്ല", // 962 adminProblemTimeZoneMalformed
  "തലക്കെട്ട് നൽകുക", // 963 adminProblemTitleRequired
  "ഫോമിൽ ഫീൽഡുകൾ കൂടുതലാണ്: പരമാവധി 200 എണ്ണം സ്വീകരിക്കും.", // 964 adminProblemTooManyFields
  "ഫയലുകൾ കൂടുതലാണ്: ഒരേസമയം പരമാവധി 30 ചിത്രങ്ങൾ അയയ്ക്കാം.", // 965 adminProblemTooManyFiles
  "ഫോമിൽ ഭാഗങ്ങൾ കൂടുതലാണ്: പരമാവധി 400 എണ്ണം സ്വീകരിക്കും.", // 966 adminProblemTooManyParts
  "വിവർത്തനം ടെക്സ്റ്റ് ആയിരിക്കണം", // 967 adminProblemTranslationText
  "ആദ്യം ഒരു ഓതന്റിക്കേറ്റർ ആപ്പ് ഓൺ ചെയ്യുക.", // 968 adminProblemTurnOnAppFirst
  "നിങ്ങൾ ലോഗൗട്ട് ആകാതിരിക്കാൻ, ആദ്യം സ്വന്തം അക്കൗണ്ടിൽ (നിങ്ങളുടെ അക്കൗണ്ട്) രണ്ട്-ഘട്ട ലോഗിൻ ഓൺ ചെയ്യുക.", // 969 adminProblemTurnOnOwnFirst
  "പ്രതീക്ഷിക്കാത്ത ഫയൽ ഫീൽഡ് \"{field}\"", // 970 adminProblemUnexpectedFile
  "ആദ്യം അപ്‌ലോഡ് ഉണ്ടാക്കുക, പിന്നെ ഫോട്ടോയുടെ ബൈറ്റുകൾ PATCH വഴി അയയ്ക്കുക.", // 971 adminProblemUploadBytesByPatch
  "അപ്‌ലോഡ് റദ്ദാക്കി.", // 972 adminProblemUploadCancelled
  "ഈ ഫോട്ടോയുടെ അപ്‌ലോഡിന്റെ സമയം കഴിഞ്ഞു, അല്ലെങ്കിൽ അത് നിങ്ങളുടേതല്ല. ഫോട്ടോ വീണ്ടും തിരഞ്ഞെടുക്കുക.", // 973 adminProblemUploadGone
  "ഈ ഫോട്ടോ വളരെയധികം ഭാഗങ്ങളായാണ് എത്തിയത്. അത് വീണ്ടും തിരഞ്ഞെടുക്കുക.", // 974 adminProblemUploadTooManyPieces
  "ഒരേ സമയം വളരെയധികം ഫോട്ടോകൾ അയച്ചുകൊണ്ടിരിക്കുന്നു. ചിലത് പൂർത്തിയാകുന്നതുവരെ കാത്തിരിക്കുക, പിന്നെ ബാക്കിയുള്ളവ ചേർക്കുക.", // 975 adminProblemUploadsTooMany
  "URL-ൽ അക്ഷരങ്ങളോ അക്കങ്ങളോ വേണം (a മുതൽ z, 0 മുതൽ 9)", // 976 adminProblemUrlLetters
  "URL 200 അക്ഷരങ്ങളിൽ കൂടരുത്", // 977 adminProblemUrlMax
  "ആ പതിപ്പ് ഇപ്പോൾ സൂക്ഷിച്ചിട്ടില്ല", // 978 adminProblemVersionGone
  "പതിപ്പ് കണ്ടെത്തിയില്ല", // 979 adminProblemVersionNotFound
  "ആ ദിവസം ഓഫീസ് അവധിയാണ്: മറ്റൊരു തീയതി തിരഞ്ഞെടുക്കുക", // 980 adminProblemVisitClosed
  "സന്ദർശനത്തിന് ഒരു തീയതി തിരഞ്ഞെടുക്കുക", // 981 adminProblemVisitDate
  "ഇന്നോ അതിനുശേഷമോ ഉള്ള ഒരു തീയതി തിരഞ്ഞെടുക്കുക", // 982 adminProblemVisitFromToday
  "ആ സമയം കഴിഞ്ഞു: പിന്നീടുള്ള ഒരു സമയം തിരഞ്ഞെടുക്കുക", // 983 adminProblemVisitPassed
  "സന്ദർശനത്തിന് ഒരു സമയം തിരഞ്ഞെടുക്കുക", // 984 adminProblemVisitTime
  "അടുത്ത 90 ദിവസത്തിനുള്ളിലെ ഒരു തീയതി തിരഞ്ഞെടുക്കുക", // 985 adminProblemVisitWithin
  "സ്വാഗതം", // 986 adminProblemWelcome
  "വാട്ട്സ്ആപ്പ് നമ്പർ 10 അക്ക മൊബൈൽ നമ്പർ ആയിരിക്കണം, ഉദാ. 98765 43210; വിദേശ നമ്പറാണെങ്കിൽ + ഉം രാജ്യ കോഡും ചേർത്ത്, ഉദാ. +971 50 123 4567", // 987 adminProblemWhatsAppNumber
  "വാട്ട്സ്ആപ്പ് നമ്പർ നൽകുക", // 988 adminProblemWhatsAppRequired
  "{label} {min} മുതൽ {max} വരെയുള്ള പൂർണസംഖ്യ ആയിരിക്കണം", // 989 adminProblemWholeNumber
  "സന്ദേശം എഴുതുക", // 990 adminProblemWriteMessage
  "കുറിപ്പ് എഴുതുക", // 991 adminProblemWriteNote
  "ആ കോഡ് ശരിയല്ല. ആപ്പ് (അല്ലെങ്കിൽ റിക്കവറി കോഡ്) നോക്കി വീണ്ടും ശ്രമിക്കുക.", // 992 adminProblemWrongCode
  "ഒരുപാട് തെറ്റായ കോഡുകൾ. {minutes} മിനിറ്റ് കഴിഞ്ഞ് വീണ്ടും ശ്രമിക്കുക.", // 993 adminProblemWrongCodesMany
  "ഒരുപാട് തെറ്റായ കോഡുകൾ. {minutes} മിനിറ്റ് കഴിഞ്ഞ് വീണ്ടും ശ്രമിക്കുക.", // 994 adminProblemWrongCodesOne
  "സ്ഥാപിച്ച വർഷം ശരിയായ ഒരു വർഷമായിരിക്കണം", // 995 adminProblemYearFounded
  "വർഷം ശരിയായ ഒരു വർഷമായിരിക്കണം", // 996 adminProblemYearIsYear
  "ഇതിനകം ചേർന്നോ? ഇമെയിൽ വിലാസവും പാസ്‌വേഡും ഉപയോഗിച്ച് ലോഗിൻ ചെയ്യുക.", // 997 adminSignInAlreadyJoined
  "ഓതന്റിക്കേറ്റർ ആപ്പ് തുറന്ന് ഈ സൈറ്റിനായി കാണിക്കുന്ന 6 അക്ക കോഡ് നൽകുക.", // 998 adminSignInAppIntro
  "പുതിയ ലിങ്ക് ചോദിക്കുക", // 999 adminSignInAskNewLink
  "ലോഗിനിലേക്ക് മടങ്ങുക", // 1000 adminSignInBackToLogin
  "ഇമെയിൽ നോക്കുക", // 1001 adminSignInCheckEmail
  "പരിശോധിക്കുന്നു...", // 1002 adminSignInChecking
  "ക്ഷണം പരിശോധിക്കുന്നു…", // 1003 adminSignInCheckingInvitation
  "ലിങ്ക് പരിശോധിക്കുന്നു…", // 1004 adminSignInCheckingLink
  "ഒരു പാസ്‌വേഡ് തിരഞ്ഞെടുക്കുക", // 1005 adminSignInChoosePassword
  "പുതിയ പാസ്‌വേഡ് ഒന്നുകൂടി നൽകുക", // 1006 adminSignInConfirmNewPassword
  "പാസ്‌വേഡ് ഒന്നുകൂടി നൽകുക", // 1007 adminSignInConfirmPassword
  "കോപ്പി ചെയ്തു.", // 1008 adminSignInCopied
  "കോഡുകൾ കോപ്പി ചെയ്യുക", // 1009 adminSignInCopyCodes
  "ഇമെയിൽ വിലാസം", // 1010 adminSignInEmail
  "ആപ്പിലെ 6 അക്ക കോഡ് നൽകുക.", // 1011 adminSignInEnterAppCode
  "ഇമെയിൽ വിലാസം നൽകുക", // 1012 adminSignInEnterEmail
  "നിങ്ങളുടെ റിക്കവറി കോഡുകളിൽ ഒന്ന് നൽകുക.", // 1013 adminSignInEnterRecoveryCode
  "പാസ്‌വേഡ് മറന്നോ?", // 1014 adminSignInForgotHeading
  "ലോഗിൻ ചെയ്യുന്ന ഇമെയിൽ വിലാസം നൽകുക; പുതിയ പാസ്‌വേഡ് സെറ്റ് ചെയ്യാനുള്ള ലിങ്ക് ഞങ്ങൾ അയച്ചുതരാം.", // 1015 adminSignInForgotIntro
  "പാസ്‌വേഡ് മറന്നോ?", // 1016 adminSignInForgotLink
  "പാസ്‌വേഡ് മറന്നു", // 1017 adminSignInForgotTitle
  "ലോഗിൻ പേജിലേക്ക്", // 1018 adminSignInGoToLogin
  "ലോഗിൻ പേജിലേക്ക് പോകുക", // 1019 adminSignInGoToLoginPage
  "പാസ്‌വേഡുകൾ മറയ്ക്കുക", // 1020 adminSignInHidePasswords
  "ഈ ലിങ്ക് പൂർണമല്ല", // 1021 adminSignInIncompleteTitle
  "ഇമെയിലോ പാസ്‌വേഡോ തെറ്റാണ്. വീണ്ടും ശ്രമിക്കുക.", // 1022 adminSignInInvalidLogin
  "ഈ ക്ഷണത്തിന്റെ കാലാവധി കഴിഞ്ഞു, അല്ലെങ്കിൽ ഇതിനകം ഉപയോഗിച്ചു. പുതിയ ക്ഷണത്തിനായി സൈറ്റിന്റെ ഉടമയോട് ചോദിക്കുക.", // 1023 adminSignInInvitationGone
  "ഈ ക്ഷണം ഇനി പ്രവർത്തിക്കില്ല", // 1024 adminSignInInvitationGoneTitle
  "ക്ഷണ ലിങ്കിന്റെ ഒരു ഭാഗം കാണുന്നില്ല. അത് വന്ന സന്ദേശത്തിൽ നിന്ന് വീണ്ടും തുറക്കുക, അല്ലെങ്കിൽ മുഴുവനായി കോപ്പി ചെയ്ത് അഡ്രസ് ബാറിൽ ഒട്ടിക്കുക.", // 1025 adminSignInInvitationIncomplete
  "ക്ഷണം പരിശോധിക്കാനായില്ല", // 1026 adminSignInInvitationUnchecked
  "{email} എന്ന വിലാസത്തിലാണ് നിങ്ങളെ ക്ഷണിച്ചത്. ഈ വിലാസം ഉപയോഗിച്ചാണ് നിങ്ങൾ ലോഗിൻ ചെയ്യേണ്ടത്.", // 1027 adminSignInInvitedAs
  "ചേരുക", // 1028 adminSignInJoin
  "{site} വെബ്സൈറ്റിന്റെ ടീമിൽ {role} ആയി ചേരുക", // 1029 adminSignInJoinAs
  "ചേരാനായില്ല. വീണ്ടും ശ്രമിക്കുക.", // 1030 adminSignInJoinFailed
  "ടീമിൽ ചേരുക", // 1031 adminSignInJoinTitle
  "ചേരുന്നു...", // 1032 adminSignInJoining
  "സൂക്ഷിച്ചുവച്ചു: തുടരുക", // 1033 adminSignInKeptThem
  "ഈ ലിങ്ക് ഇനി പ്രവർത്തിക്കില്ല", // 1034 adminSignInLinkGoneTitle
  "ലിങ്കിന്റെ ഒരു ഭാഗം കാണുന്നില്ല. ഇമെയിലിൽ നിന്ന് വീണ്ടും തുറക്കുക, അല്ലെങ്കിൽ മുഴുവനായി കോപ്പി ചെയ്ത് അഡ്രസ് ബാറിൽ ഒട്ടിക്കുക.", // 1035 adminSignInLinkIncomplete
  "ആ വിലാസത്തിൽ ഒരു അക്കൗണ്ട് ഉണ്ടെങ്കിൽ, പുതിയ പാസ്‌വേഡ് സെറ്റ് ചെയ്യാനുള്ള ലിങ്ക് അയച്ചിട്ടുണ്ട്.", // 1036 adminSignInLinkOnItsWay
  "ലിങ്ക് പരിശോധിക്കാനായില്ല", // 1037 adminSignInLinkUnchecked
  "ലോഗിൻ ചെയ്യുന്നു...", // 1038 adminSignInLoggingIn
  "ലോഗിൻ", // 1039 adminSignInLoginTitle
  "ഫോൺ നഷ്ടപ്പെട്ടോ? റിക്കവറി കോഡ് ഉപയോഗിക്കുക", // 1040 adminSignInLostPhone
  "{site} വെബ്സൈറ്റ് നോക്കിനടത്താൻ ലോഗിൻ ചെയ്യുക.", // 1041 adminSignInManage
  "ടീമിലെ മറ്റുള്ളവർ കാണുന്ന പേര്.", // 1042 adminSignInNameHint
  "പേര് നൽകണം", // 1043 adminSignInNameRequired
  "പേര് 80 അക്ഷരത്തിൽ താഴെയാക്കുക", // 1044 adminSignInNameTooLong
  "പുതിയ പാസ്‌വേഡ്", // 1045 adminSignInNewPassword
  "ഈ വെബ്സൈറ്റിൽ നിന്ന് ഇമെയിൽ പോകില്ല, അതിനാൽ ലിങ്ക് ഒന്നും അയച്ചിട്ടില്ല. സൈറ്റിന്റെ ഉടമയോട് ചോദിക്കുക: അഡ്മിനിലെ അക്കൗണ്ടുകൾ എന്ന ഭാഗത്ത് ഏത് അക്കൗണ്ടിനും പുതിയ പാസ്‌വേഡ് സെറ്റ് ചെയ്യാനുള്ള ലിങ്ക് അവർക്ക് ഉണ്ടാക്കാം.", // 1046 adminSignInNoMailText
  "ഈ സൈറ്റിന് ഇമെയിൽ അയയ്ക്കാനാവില്ല", // 1047 adminSignInNoMailTitle
  "പാസ്‌കീ ഉപയോഗിച്ചില്ല. വീണ്ടും ശ്രമിക്കുക, അല്ലെങ്കിൽ പാസ്‌വേഡ് ഉപയോഗിച്ച് ലോഗിൻ ചെയ്യുക.", // 1048 adminSignInNoPasskeyUsed
  "കുറച്ച് മിനിറ്റ് കഴിഞ്ഞിട്ടും ഒന്നും വന്നില്ലേ? സ്പാം ഫോൾഡർ നോക്കുക, അല്ലെങ്കിൽ വീണ്ടും ചോദിക്കുക.", // 1049 adminSignInNothingYet
  "ഈ ഫോണിൽ: ഓതന്റിക്കേറ്റർ ആപ്പ് തുറക്കുക", // 1050 adminSignInOpenApp
  "എല്ലാ അക്കൗണ്ടുകൾക്കും രണ്ടാം ഘട്ടം വേണമെന്ന് സൈറ്റിന്റെ ഉടമ ആവശ്യപ്പെടുന്നു. ഈ സൈറ്റ് ഒരു ഓതന്റിക്കേറ്റർ ആപ്പിൽ ചേർക്കുക (Google Authenticator, Microsoft Authenticator, 1Password…):", // 1051 adminSignInOwnerAsks
  "പാസ്‌വേഡ്", // 1052 adminSignInPassword
  "കുറഞ്ഞത് {count} അക്ഷരങ്ങൾ. ഓർമ്മയിൽ നിൽക്കുന്ന ഏതാനും വാക്കുകൾ ചേർത്താൽ നല്ല പാസ്‌വേഡ് ആകും.", // 1053 adminSignInPasswordHint
  "പാസ്‌വേഡ് സെറ്റ് ചെയ്തില്ല. വീണ്ടും ശ്രമിക്കുക.", // 1054 adminSignInPasswordNotSet
  "പുതിയ പാസ്‌വേഡ് സെറ്റ് ചെയ്തു. അതുപയോഗിച്ച് ലോഗിൻ ചെയ്യുക.", // 1055 adminSignInPasswordSet
  "കുറഞ്ഞത് {count} അക്ഷരങ്ങൾ വേണം", // 1056 adminSignInPasswordTooShort
  "രണ്ട് പാസ്‌വേഡുകളും ഒന്നല്ല", // 1057 adminSignInPasswordsDiffer
  "നിങ്ങളുടെ കീ തയ്യാറാക്കുന്നു…", // 1058 adminSignInPreparingKey
  "ഓതന്റിക്കേറ്റർ ആപ്പ് ഉപയോഗിച്ച് സ്കാൻ ചെയ്യാനുള്ള QR കോഡ്", // 1059 adminSignInQrAlt
  "റിക്കവറി കോഡ്", // 1060 adminSignInRecoveryCode
  "റിക്കവറി കോഡുകൾ", // 1061 adminSignInRecoveryCodes
  "രണ്ട്-ഘട്ട ലോഗിൻ ഓൺ ചെയ്തപ്പോൾ സൂക്ഷിച്ചുവച്ച റിക്കവറി കോഡുകളിൽ ഒന്ന് നൽകുക.", // 1062 adminSignInRecoveryIntro
  "ഫോൺ നഷ്ടപ്പെട്ടാൽ, ആപ്പിന് പകരം ഈ ഓരോ കോഡും ഉപയോഗിച്ച് ഒരു തവണ ലോഗിൻ ചെയ്യാം. ഫോണിൽ നിന്ന് മാറി, സുരക്ഷിതമായ ഒരിടത്ത് സൂക്ഷിക്കുക: ഇവ ഇപ്പോൾ മാത്രമേ കാണിക്കൂ.", // 1063 adminSignInRecoveryText
  "നിങ്ങളുടെ റിക്കവറി കോഡുകൾ", // 1064 adminSignInRecoveryTitle
  "ഈ ലിങ്കിന്റെ കാലാവധി കഴിഞ്ഞു, അല്ലെങ്കിൽ ഇതിനകം ഉപയോഗിച്ചു. പുതിയൊരെണ്ണം ചോദിക്കുക.", // 1065 adminSignInResetGone
  "{email}-ന് പുതിയ പാസ്‌വേഡ് സെറ്റ് ചെയ്യുക. പിന്നെ അതുപയോഗിച്ച് ലോഗിൻ ചെയ്യാം; ലോഗിൻ ചെയ്തിരിക്കുന്ന എല്ലാ ഉപകരണങ്ങളും ലോഗൗട്ട് ആകും, നിങ്ങളുടെ പാസ്‌കീകൾ നീക്കം ചെയ്യപ്പെടും (നിങ്ങളുടെ അക്കൗണ്ട് പേജിൽ നിന്ന് വീണ്ടും ചേർക്കാം).", // 1066 adminSignInResetIntro
  "പുതിയ പാസ്‌വേഡ് സെറ്റ് ചെയ്യുക", // 1067 adminSignInResetTitle
  "സേവ് ചെയ്യുന്നു...", // 1068 adminSignInSaving
  "മുകളിലെ കോഡുകൾ സെലക്ട് ചെയ്ത് കോപ്പി ചെയ്യുക.", // 1069 adminSignInSelectCodes
  "ലിങ്ക് അയച്ചുതരൂ", // 1070 adminSignInSendLink
  "അയയ്ക്കുന്നു...", // 1071 adminSignInSending
  "ഇത് ലോഗിൻ ചെയ്തിരിക്കുന്ന എല്ലാ ഉപകരണങ്ങളെയും ലോഗൗട്ട് ചെയ്യും.", // 1072 adminSignInServerSignsOut
  "അവിടെ, വെബ്സൈറ്റിന്റെ ഫോൾഡറിൽ, ഈ കമാൻഡ് ഉപയോഗിച്ചും പാസ്‌വേഡ് സെറ്റ് ചെയ്യാം:", // 1073 adminSignInServerText
  "വെബ്സൈറ്റിന്റെ സെർവർ നോക്കുന്നയാൾക്ക്", // 1074 adminSignInServerTitle
  "പുതിയ പാസ്‌വേഡ് സെറ്റ് ചെയ്യുക", // 1075 adminSignInSetPassword
  "പാസ്‌വേഡുകൾ കാണിക്കുക", // 1076 adminSignInShowPasswords
  "ലോഗിൻ ചെയ്യുക", // 1077 adminSignInSignIn
  "വീണ്ടും ലോഗിൻ ചെയ്യുക", // 1078 adminSignInSignInAgain
  "6 അക്ക കോഡ്", // 1079 adminSignInSixDigitCode
  "എന്തോ പിഴവ് സംഭവിച്ചു. വീണ്ടും ശ്രമിക്കുക.", // 1080 adminSignInSomethingWrong
  "ആദ്യം ഇമെയിൽ വിലാസവും പാസ്‌വേഡും ഉപയോഗിച്ച് ലോഗിൻ ചെയ്യുക.", // 1081 adminSignInStartWithPassword
  "ഈ", // 1082 adminSignInTheSite
  "പിന്നെ ആപ്പിൽ കാണുന്ന 6 അക്ക കോഡ് നൽകുക.", // 1083 adminSignInThenEnterCode
  "ഒരുപാട് തവണ ലോഗിൻ ചെയ്യാൻ ശ്രമിച്ചു. കുറച്ച് മിനിറ്റ് കാത്തിരുന്ന് വീണ്ടും ശ്രമിക്കുക.", // 1084 adminSignInTooManyAttempts
  "ഒരുപാട് തവണ ലോഗിൻ ചെയ്യാൻ ശ്രമിച്ചു. {count} മിനിറ്റ് കാത്തിരുന്ന് വീണ്ടും ശ്രമിക്കുക.", // 1085 adminSignInTooManyAttemptsMany
  "ഒരുപാട് തവണ ലോഗിൻ ചെയ്യാൻ ശ്രമിച്ചു. {count} മിനിറ്റ് കാത്തിരുന്ന് വീണ്ടും ശ്രമിക്കുക.", // 1086 adminSignInTooManyAttemptsOne
  "ഒരുപാട് അഭ്യർത്ഥനകൾ വന്നു. കുറച്ചുനേരം കാത്തിരുന്ന് വീണ്ടും ശ്രമിക്കുക.", // 1087 adminSignInTooManyRequests
  "ഒരുപാട് അഭ്യർത്ഥനകൾ വന്നു. {count} മിനിറ്റ് കാത്തിരുന്ന് വീണ്ടും ശ്രമിക്കുക.", // 1088 adminSignInTooManyRequestsMany
  "ഒരുപാട് അഭ്യർത്ഥനകൾ വന്നു. {count} മിനിറ്റ് കാത്തിരുന്ന് വീണ്ടും ശ്രമിക്കുക.", // 1089 adminSignInTooManyRequestsOne
  "വീണ്ടും ശ്രമിക്കുക", // 1090 adminSignInTryAgain
  "രണ്ട്-ഘട്ട ലോഗിൻ", // 1091 adminSignInTwoStepTitle
  "അല്ലെങ്കിൽ ഈ കീ ആപ്പിൽ ടൈപ്പ് ചെയ്യുക:", // 1092 adminSignInTypeKey
  "പകരം ഓതന്റിക്കേറ്റർ ആപ്പ് ഉപയോഗിക്കുക", // 1093 adminSignInUseApp
  "പാസ്‌കീ ഉപയോഗിക്കുക", // 1094 adminSignInUsePasskey
  "ഉറപ്പാക്കുക", // 1095 adminSignInVerify
  "പാസ്‌കീക്കായി കാത്തിരിക്കുന്നു...", // 1096 adminSignInWaitingPasskey
  "വീണ്ടും സ്വാഗതം", // 1097 adminSignInWelcome
  "നിങ്ങളുടെ പേര്", // 1098 adminSignInYourName
  "നിങ്ങൾ ആരാണെന്ന്: ഞങ്ങളെക്കുറിച്ച് പേജിലെ കഥ, നാഴികക്കല്ലുകൾ, സന്ദർശകർ കാണാൻ പോകുന്ന ആളുകൾ.", // 1099 adminSiteAboutIntro
  "ടീം അംഗം", // 1100 adminSiteAboutMember
  "ടീം അംഗങ്ങൾ", // 1101 adminSiteAboutMemberMany
  "ടീം അംഗം {n}", // 1102 adminSiteAboutMemberNumbered
  "യോഗ്യത", // 1103 adminSiteAboutMemberQualification
  "നാഴികക്കല്ല്", // 1104 adminSiteAboutMilestone
  "നാഴികക്കല്ലുകൾ", // 1105 adminSiteAboutMilestoneMany
  "നാഴികക്കല്ല് {n}", // 1106 adminSiteAboutMilestoneNumbered
  "നാഴികക്കല്ലിന്റെ വാചകം", // 1107 adminSiteAboutMilestoneText
  "നാഴികക്കല്ല്", // 1108 adminSiteAboutMilestoneTitle
  "വർഷം", // 1109 adminSiteAboutMilestoneYear
  "ദൗത്യം", // 1110 adminSiteAboutMission
  "ഞങ്ങളെക്കുറിച്ച് ഫോട്ടോ", // 1111 adminSiteAboutPhoto
  "ജോലിയിലുള്ള നിങ്ങളുടെ ടീം, അല്ലെങ്കിൽ ഓഫീസ്; കഥയ്ക്കരികെ കാണിക്കും.", // 1112 adminSiteAboutPhotoHint
  "കഥ മാത്രം കാണിക്കും.", // 1113 adminSiteAboutPhotoNone
  "ഞങ്ങളുടെ കഥ", // 1114 adminSiteAboutStory
  "ഖണ്ഡികകൾക്കിടയിൽ ഒരു ഒഴിഞ്ഞ വരി (6 വരെ).", // 1115 adminSiteAboutStoryHint
  "ടീം", // 1116 adminSiteAboutTeam
  "ഞങ്ങളെക്കുറിച്ച് പേജിലെ ആളുകൾ; ഫോട്ടോ ഇല്ലെങ്കിൽ പേരിന്റെ ആദ്യാക്ഷരങ്ങൾ കാണിക്കും.", // 1117 adminSiteAboutTeamHint
  "നാൾവഴി", // 1118 adminSiteAboutTimeline
  "ഞങ്ങളെക്കുറിച്ച് പേജിൽ വരുന്ന ക്രമത്തിൽ നാഴികക്കല്ലുകൾ.", // 1119 adminSiteAboutTimelineHint
  "കാഴ്ചപ്പാട്", // 1120 adminSiteAboutVision
  "ഉത്തരം", // 1121 adminSiteAbroadAnswer
  "വിളിക്കാനുള്ള സമയത്തിന് താഴെയുള്ള കുറിപ്പ്", // 1122 adminSiteAbroadCallNote
  "ആ സമയത്ത് വിളിക്കാൻ പറ്റാത്ത സന്ദർശകർക്ക്. ഒന്നും കാണിക്കേണ്ടെങ്കിൽ ഒഴിച്ചിടുക.", // 1123 adminSiteAbroadCallNoteHint
  "വിളിക്കാനുള്ള സമയം", // 1124 adminSiteAbroadCallTimes
  "ഗൾഫ് സമയത്തിലുള്ള ഓഫീസ് സമയത്തിന് താഴെ.", // 1125 adminSiteAbroadCallTimesHint
  "UAE, സൗദി അറേബ്യ, ഖത്തർ, ഒമാൻ, കുവൈത്ത്, ബഹ്റൈൻ എന്നിവിടങ്ങളിൽ നിന്ന് വീട് പണിയുന്ന കുടുംബങ്ങൾക്കുള്ള പേജ്: അവർ ദൂരെയിരിക്കുമ്പോൾ നിങ്ങൾ അവരോടൊപ്പം എങ്ങനെ പ്രവർത്തിക്കുന്നു. വിളിക്കാനുള്ള സമയം നിങ്ങളുടെ ഓഫീസ് സമയമാണ് (കമ്പനി വിവരങ്ങൾ), ഗൾഫ് സമയത്തിൽ കാണിക്കും.", // 1126 adminSiteAbroadIntro
  "വിദേശത്തുള്ള ഒരു കുടുംബത്തിനായി നിങ്ങൾ പണിത വീട്; വിഷയങ്ങൾക്ക് മുകളിൽ കാണിക്കും.", // 1127 adminSiteAbroadPhotoHint
  "പേജിൽ ഫോട്ടോ കാണിക്കില്ല.", // 1128 adminSiteAbroadPhotoNone
  "ചോദ്യം", // 1129 adminSiteAbroadQuestion
  "ചോദ്യങ്ങൾ", // 1130 adminSiteAbroadQuestionMany
  "ചോദ്യം {n}", // 1131 adminSiteAbroadQuestionNumbered
  "ചോദ്യം", // 1132 adminSiteAbroadQuestionText
  "ചോദ്യങ്ങൾ", // 1133 adminSiteAbroadQuestions
  "ചോദ്യങ്ങളും ഉത്തരങ്ങളും, ഓരോന്നും ടാപ്പ് ചെയ്താൽ തുറക്കും. ഒന്നും കാണിക്കേണ്ടെങ്കിൽ ലിസ്റ്റ് ഒഴിച്ചിടുക.", // 1134 adminSiteAbroadQuestionsHint
  "പേജിന്റെ മുകൾഭാഗം", // 1135 adminSiteAbroadTop
  "വിഷയം", // 1136 adminSiteAbroadTopic
  "വിഷയങ്ങൾ", // 1137 adminSiteAbroadTopicMany
  "വിഷയം {n}", // 1138 adminSiteAbroadTopicNumbered
  "വിഷയങ്ങൾ", // 1139 adminSiteAbroadTopics
  "വിദേശത്തുള്ള കുടുംബം അറിയേണ്ട കാര്യങ്ങൾ, പേജിൽ വരുന്ന ക്രമത്തിൽ.", // 1140 adminSiteAbroadTopicsHint
  "ഡാഷ്ബോർഡിലേക്ക് മടങ്ങുക", // 1141 adminSiteBackToDashboard
  "വിലാസം", // 1142 adminSiteCompanyAddress
  "കെട്ടിടവും തെരുവും, ഓരോന്നും ഓരോ വരിയിൽ (4 വരി വരെ).", // 1143 adminSiteCompanyAddressHint
  "സർട്ടിഫിക്കേഷൻ", // 1144 adminSiteCompanyCertification
  "നഗരം", // 1145 adminSiteCompanyCity
  "ബന്ധപ്പെടാൻ", // 1146 adminSiteCompanyContact
  "എല്ലാ പേജിലെയും കോൾ, വാട്ട്സ്ആപ്പ് ബട്ടണുകൾ ഈ നമ്പറുകളാണ് ഉപയോഗിക്കുന്നത്.", // 1147 adminSiteCompanyContactHint
  "ഡെവലപ്പർ ക്രെഡിറ്റ്", // 1148 adminSiteCompanyCredit
  "സൈറ്റ് ഉണ്ടാക്കിയവരുടെ പേര് പറയുന്ന, എല്ലാ പേജിന്റെയും അടിയിലെ വരി.", // 1149 adminSiteCompanyCreditHint
  "ഡെവലപ്പർ ലിങ്ക്", // 1150 adminSiteCompanyCreditUrl
  "ഇമെയിൽ", // 1151 adminSiteCompanyEmail
  "സന്ദർശകർ നിങ്ങൾക്ക് എഴുതുന്ന വിലാസം.", // 1152 adminSiteCompanyEmailHint
  "Facebook ലിങ്ക്", // 1153 adminSiteCompanyFacebook
  "കണക്കുകൾ", // 1154 adminSiteCompanyFigures
  "ഹോം, ഞങ്ങളെക്കുറിച്ച് പേജുകളിൽ പറയുന്ന കണക്കുകൾ, സെർച്ച് എഞ്ചിനുകൾക്ക് നൽകുന്ന തുടക്ക നിരക്കും.", // 1155 adminSiteCompanyFiguresHint
  "തുടങ്ങിയ വർഷം", // 1156 adminSiteCompanyFounded
  "പ്രവൃത്തിപരിചയത്തിന്റെ വർഷങ്ങൾ ഇതിൽ നിന്ന് കണക്കാക്കും, അതിനാൽ എല്ലാ വർഷവും ശരിയായിരിക്കും.", // 1157 adminSiteCompanyFoundedHint
  "കമ്പനി", // 1158 adminSiteCompanyGroup
  "ഓഫീസ് സമയം", // 1159 adminSiteCompanyHours
  "കോൺടാക്ട് പേജിലും ഫൂട്ടറിലും കാണിക്കും; ഒരേ സമയമുള്ള ദിവസങ്ങൾ ഒറ്റ വരിയായി വരും.", // 1160 adminSiteCompanyHoursHint
  "Instagram ലിങ്ക്", // 1161 adminSiteCompanyInstagram
  "നിങ്ങളുടെ പേരും നമ്പറുകളും വിലാസവും എല്ലാ പേജിലും, കോൾ, വാട്ട്സ്ആപ്പ് ബട്ടണുകളിലും, സെർച്ച് എഞ്ചിനുകൾ വായിക്കുന്നതിലും വരും.", // 1162 adminSiteCompanyIntro
  "LinkedIn ലിങ്ക്", // 1163 adminSiteCompanyLinkedin
  "ലോഗോ", // 1164 adminSiteCompanyLogo
  "SVG, അല്ലെങ്കിൽ പശ്ചാത്തലമില്ലാത്ത (transparent) PNG ആണ് നല്ലത്: ഹെഡറിലും ഫൂട്ടറിലും ബ്രൗസർ ടാബിലും, പേജ് ഷെയർ ചെയ്യുമ്പോഴും, സെർച്ച് എഞ്ചിനുകൾക്കും ഇത് കാണിക്കും.", // 1165 adminSiteCompanyLogoHint
  "സൈറ്റിൽ പേരിനരികെ ഒരു വീടിന്റെ ചിഹ്നം കാണിക്കും.", // 1166 adminSiteCompanyLogoNone
  "മാപ്പ്", // 1167 adminSiteCompanyMap
  "മാപ്പ് എംബെഡ് ലിങ്ക്", // 1168 adminSiteCompanyMapEmbed
  "Google Maps-ൽ: Share, പിന്നെ 'Embed a map', എന്നിട്ട് HTML കോപ്പി ചെയ്യുക. OpenStreetMap-ൽ: Share, പിന്നെ HTML. അത് മുഴുവനായി പേസ്റ്റ് ചെയ്യുക; ലിങ്ക് അതിൽ നിന്ന് എടുക്കും.", // 1169 adminSiteCompanyMapHint
  "മാപ്പ് ലിങ്ക്", // 1170 adminSiteCompanyMapOpen
  "'Open in Maps' തുറക്കുന്ന ലിങ്ക്: നിങ്ങളുടെ ഓഫീസിന്റെ സ്ഥലത്തിന്റെ Share ലിങ്ക്.", // 1171 adminSiteCompanyMapOpenHint
  "കമ്പനിയുടെ പേര്", // 1172 adminSiteCompanyName
  "ഹെഡറിലും ഫൂട്ടറിലും ബ്രൗസർ ടാബിലും കാണിക്കും.", // 1173 adminSiteCompanyNameHint
  "ഫോൺ", // 1174 adminSiteCompanyPhone
  "നിങ്ങളുടെ 10 അക്ക നമ്പർ, ഉദാ: 98765 43210. +91 തനിയെ ചേർക്കും.", // 1175 adminSiteCompanyPhoneHint
  "പിൻ കോഡ്", // 1176 adminSiteCompanyPostalCode
  "പൂർത്തിയാക്കിയ പ്രോജക്ടുകൾ", // 1177 adminSiteCompanyProjects
  "റേറ്റിംഗ്", // 1178 adminSiteCompanyRating
  "സന്ദർശകർക്ക് പരിശോധിക്കാവുന്നിടത്തെ (Google, Facebook…) ഉപഭോക്താക്കളുടെ റേറ്റിംഗ്: റിവ്യൂകളിലേക്കുള്ള ലിങ്കോടെ ഹോം, ഞങ്ങളെക്കുറിച്ച് പേജുകളിൽ കാണിക്കും.", // 1179 adminSiteCompanyRatingHint
  "റേറ്റിംഗ് (5-ൽ)", // 1180 adminSiteCompanyRatingValue
  "സംസ്ഥാനം", // 1181 adminSiteCompanyRegion
  "രജിസ്ട്രേഷൻ", // 1182 adminSiteCompanyRegistration
  "രജിസ്ട്രേഷനുകൾ", // 1183 adminSiteCompanyRegistrationMany
  "രജിസ്ട്രേഷന്റെ പേര്", // 1184 adminSiteCompanyRegistrationName
  "രജിസ്ട്രേഷൻ നമ്പർ", // 1185 adminSiteCompanyRegistrationNumber
  "രജിസ്ട്രേഷൻ {n}", // 1186 adminSiteCompanyRegistrationNumbered
  "രജിസ്ട്രേഷനുകൾ", // 1187 adminSiteCompanyRegistrations
  "വിശ്വാസ്യതയ്ക്കായി ഫൂട്ടറിൽ കാണിക്കും: നിങ്ങളുടെ GSTIN, ISO 9001 സർട്ടിഫിക്കറ്റ് നമ്പർ, RERA നമ്പർ.", // 1188 adminSiteCompanyRegistrationsHint
  "റിവ്യൂകളുടെ എണ്ണം", // 1189 adminSiteCompanyReviewCount
  "റിവ്യൂകൾ എവിടെ", // 1190 adminSiteCompanyReviewSource
  "റിവ്യൂ ലിങ്ക്", // 1191 adminSiteCompanyReviewUrl
  "ഉപഭോക്തൃ സംതൃപ്തി", // 1192 adminSiteCompanySatisfaction
  "സോഷ്യൽ മീഡിയ ലിങ്കുകൾ", // 1193 adminSiteCompanySocial
  "ലിങ്ക് നൽകിയവയുടെ ഐക്കൺ മാത്രം കാണിക്കും. ഐക്കൺ മറയ്ക്കാൻ ഫീൽഡ് ഒഴിച്ചിടുക.", // 1194 adminSiteCompanySocialHint
  "തുടക്ക നിരക്ക്", // 1195 adminSiteCompanyStartingPrice
  "തുടക്ക നിരക്കിന്റെ യൂണിറ്റ്", // 1196 adminSiteCompanyStartingPriceUnit
  "കമ്പനിയെക്കുറിച്ച്", // 1197 adminSiteCompanySummary
  "ഫൂട്ടറിൽ പേരിന് താഴെ ഒന്നോ രണ്ടോ വാചകം; സെർച്ച് എഞ്ചിനുകൾക്ക് നൽകുന്ന വിവരണവും ഇതാണ്.", // 1198 adminSiteCompanySummaryHint
  "ടാഗ്‌ലൈൻ", // 1199 adminSiteCompanyTagline
  "ഫൂട്ടറിൽ പേരിന് താഴെ ഒരു വരി.", // 1200 adminSiteCompanyTaglineHint
  "ടീം അംഗങ്ങൾ", // 1201 adminSiteCompanyTeamMembers
  "YouTube ലിങ്ക്", // 1202 adminSiteCompanyYoutube
  "യുഎഇ ദിർഹം", // 1203 adminSiteCurrencyAed
  "ബഹ്റൈൻ ദിനാർ", // 1204 adminSiteCurrencyBhd
  "കുവൈത്ത് ദിനാർ", // 1205 adminSiteCurrencyKwd
  "ഒമാൻ റിയാൽ", // 1206 adminSiteCurrencyOmr
  "ഖത്തർ റിയാൽ", // 1207 adminSiteCurrencyQar
  "സൗദി റിയാൽ", // 1208 adminSiteCurrencySar
  "{day} അവധി", // 1209 adminSiteDayClosed
  "{day} അടയ്ക്കുന്ന സമയം", // 1210 adminSiteDayCloses
  "വെള്ളിയാഴ്ച", // 1211 adminSiteDayFriday
  "തിങ്കളാഴ്ച", // 1212 adminSiteDayMonday
  "{day} തുറക്കുന്ന സമയം", // 1213 adminSiteDayOpens
  "ശനിയാഴ്ച", // 1214 adminSiteDaySaturday
  "ഞായറാഴ്ച", // 1215 adminSiteDaySunday
  "വ്യാഴാഴ്ച", // 1216 adminSiteDayThursday
  "ചൊവ്വാഴ്ച", // 1217 adminSiteDayTuesday
  "ബുധനാഴ്ച", // 1218 adminSiteDayWednesday
  "തലക്കെട്ട്", // 1219 adminSiteFieldHeading
  "പ്രധാന തലക്കെട്ട്", // 1220 adminSiteFieldHeadline
  "ഐക്കൺ", // 1221 adminSiteFieldIcon
  "ആമുഖം", // 1222 adminSiteFieldIntroduction
  "പേര്", // 1223 adminSiteFieldName
  "ഫോട്ടോ", // 1224 adminSiteFieldPhoto
  "പദവി", // 1225 adminSiteFieldPosition
  "വാചകം", // 1226 adminSiteFieldText
  "തലക്കെട്ട്", // 1227 adminSiteFieldTitle
  "ഞങ്ങളെക്കുറിച്ചുള്ള ബാൻഡ്", // 1228 adminSiteHomeAbout
  "സേവന കാർഡുകൾക്ക് താഴെ, നിങ്ങളുടെ നാല് കണക്കുകൾക്കരികെയുള്ള ഇരുണ്ട ബാൻഡ് (കണക്കുകൾ കമ്പനി വിവരങ്ങളിൽ).", // 1229 adminSiteHomeAboutHint
  "ഞങ്ങളെക്കുറിച്ചുള്ള വാചകം", // 1230 adminSiteHomeAboutText
  "സേവന കാർഡ്", // 1231 adminSiteHomeCard
  "സേവന കാർഡുകൾ", // 1232 adminSiteHomeCardMany
  "കാർഡ് {n}", // 1233 adminSiteHomeCardNumbered
  "സേവനം", // 1234 adminSiteHomeCardService
  "കാർഡ് തുറക്കുന്ന സേവനം.", // 1235 adminSiteHomeCardServiceHint
  "കാർഡിലെ വാചകം", // 1236 adminSiteHomeCardText
  "കാർഡിന്റെ തലക്കെട്ട്", // 1237 adminSiteHomeCardTitle
  "സേവന കാർഡുകൾ", // 1238 adminSiteHomeCards
  "ആറ് കാർഡുകൾ, ഓരോന്നും സേവനങ്ങളുടെ പേജിലെ ഒരു സേവനത്തിലേക്ക്.", // 1239 adminSiteHomeCardsHint
  "പേജിന്റെ മുകൾഭാഗം", // 1240 adminSiteHomeHero
  "ഹോം പേജിന്റെ ഏറ്റവും മുകളിൽ, കോൾ, വാട്ട്സ്ആപ്പ് ബട്ടണുകൾക്കരികെ.", // 1241 adminSiteHomeHeroHint
  "മുകൾഭാഗത്തെ ഫോട്ടോ", // 1242 adminSiteHomeHeroPhoto
  "പണി തീർന്ന ഒരു വീടിന്റെ വീതിയുള്ള ഫോട്ടോ, കുറഞ്ഞത് 1600 പിക്സൽ വീതി. സ്ക്രീൻ നിറയാൻ പാകത്തിന് മുറിക്കും.", // 1243 adminSiteHomeHeroPhotoHint
  "സൈറ്റിൽ ഒരു വീടിന്റെ വര കാണിക്കും.", // 1244 adminSiteHomeHeroPhotoNone
  "മുകൾഭാഗത്തെ വാചകം", // 1245 adminSiteHomeHeroText
  "സന്ദർശകർ ആദ്യം കാണുന്ന സ്ക്രീൻ: പ്രധാന തലക്കെട്ട്, നിങ്ങളുടെ ഏറ്റവും നല്ല ഫോട്ടോ, മൂന്ന് കണക്കുകൾ, ആറ് സേവനങ്ങൾ.", // 1246 adminSiteHomeIntro
  "ഉറപ്പുകൾ", // 1247 adminSiteHomePromises
  "ഓരോ ഉപഭോക്താവിനും നിങ്ങൾ നൽകുന്ന ഉറപ്പുകൾ, ഒരു വരിയിൽ ഒന്ന് (5 വരെ).", // 1248 adminSiteHomePromisesHint
  "കണക്ക് ബോക്സ്", // 1249 adminSiteHomeStat
  "ലേബൽ", // 1250 adminSiteHomeStatLabel
  "കണക്ക് ബോക്സുകൾ", // 1251 adminSiteHomeStatMany
  "ബോക്സ് {n}", // 1252 adminSiteHomeStatNumbered
  "കണക്ക്", // 1253 adminSiteHomeStatValue
  "കണക്ക് ബോക്സുകൾ", // 1254 adminSiteHomeStats
  "മുകൾഭാഗത്തിന് താഴെ മൂന്ന് കണക്കുകൾ.", // 1255 adminSiteHomeStatsHint
  "എല്ലാ ദിവസവും 9:00–18:00", // 1256 adminSiteHoursEveryDay
  "ആഴ്ച മുഴുവൻ ഇങ്ങനെ നിറയ്ക്കുക", // 1257 adminSiteHoursFill
  "തിങ്കൾ–വെള്ളി 9:30–17:30, ശനി 9:30–13:30, ഞായർ അവധി", // 1258 adminSiteHoursMonToFri
  "തിങ്കൾ–ശനി 9:00–18:00, ഞായർ അവധി", // 1259 adminSiteHoursMonToSat
  "ഓഫീസ് സമയം: {hours}. ഏത് ദിവസവും താഴെ മാറ്റാം.", // 1260 adminSiteHoursSet
  "ഇഷ്ടികച്ചുമർ", // 1261 adminSiteIconBrickWall
  "ചുറ്റിക", // 1262 adminSiteIconHammer
  "വീട്", // 1263 adminSiteIconHouse
  "പെയിന്റ് റോളർ", // 1264 adminSiteIconPaintRoller
  "പെൻസിലും സ്കെയിലും (ഡിസൈൻ)", // 1265 adminSiteIconPencilRuler
  "മൺവെട്ടി", // 1266 adminSiteIconShovel
  "സോഫ (ഇന്റീരിയർ)", // 1267 adminSiteIconSofa
  "മിന്നൽ (ഇലക്ട്രിക്കൽ)", // 1268 adminSiteIconZap
  "പോകുക", // 1269 adminSiteLeave
  "സേവ് ചെയ്യാത്ത മാറ്റങ്ങളുണ്ട്. ഈ പേജ് വിട്ടാൽ അവ നഷ്ടമാകും. പോകണോ?", // 1270 adminSiteLeaveQuestion
  "{noun} ചേർക്കുക", // 1271 adminSiteListAdd
  "പുതിയ {noun} അവസാനം ചേർത്തു.", // 1272 adminSiteListAdded
  "പരമാവധി {max}", // 1273 adminSiteListAtMost
  "{name} താഴേക്ക് നീക്കുക", // 1274 adminSiteListMoveDown
  "{name} മുകളിലേക്ക് നീക്കുക", // 1275 adminSiteListMoveUp
  "{name} ഇപ്പോൾ {total}-ൽ {position}-ാമത്.", // 1276 adminSiteListMoved
  "തിരുത്തണം", // 1277 adminSiteListNeedsChange
  "{name} നീക്കുക", // 1278 adminSiteListRemove
  "{name} നീക്കി. മാറ്റം വരാൻ സേവ് ചെയ്യുക.", // 1279 adminSiteListRemoved
  "പരമാവധി {max}", // 1280 adminSiteListUpTo
  "സൈറ്റിന്റെ ഈ ഭാഗം ലോഡ് ചെയ്യാനായില്ല. വീണ്ടും ശ്രമിക്കുക.", // 1281 adminSiteLoadError
  "സൈറ്റിൽ പേരിന്റെ ആദ്യാക്ഷരങ്ങൾ കാണിക്കും.", // 1282 adminSiteNoPhotoInitials
  "സേവ് ചെയ്യാത്ത മാറ്റങ്ങളില്ല.", // 1283 adminSiteNoUnsaved
  "സേവ് ചെയ്തില്ല: {count} ഫീൽഡുകൾ തിരുത്തണം.", // 1284 adminSiteNotSavedMany
  "സേവ് ചെയ്തില്ല: ഒരു ഫീൽഡ് തിരുത്തണം.", // 1285 adminSiteNotSavedOne
  "സേവ് ചെയ്തില്ല. വീണ്ടും ശ്രമിക്കുക.", // 1286 adminSiteNotSavedRetry
  "ഫോട്ടോ തിരഞ്ഞെടുക്കുക", // 1287 adminSitePhotoChoose
  "പുതിയ ഫോട്ടോ തിരഞ്ഞെടുത്തു: സേവ് ചെയ്യുമ്പോൾ അപ്‌ലോഡ് ആകും.", // 1288 adminSitePhotoChosen
  "{label}: ഇപ്പോഴത്തെ ഫോട്ടോ", // 1289 adminSitePhotoCurrentAlt
  "പുതിയ ഫോട്ടോ: {file}", // 1290 adminSitePhotoNewAlt
  "ഫോട്ടോ ഇല്ല.", // 1291 adminSitePhotoNone
  "{file} ഒരു ചിത്രമല്ല: JPEG, PNG, WebP, GIF അല്ലെങ്കിൽ AVIF ഫോട്ടോ തിരഞ്ഞെടുക്കുക", // 1292 adminSitePhotoNotImage
  "ഫോട്ടോ നീക്കുക", // 1293 adminSitePhotoRemove
  "ഫോട്ടോ മാറ്റുക", // 1294 adminSitePhotoReplace
  "{file} {size} MB-യിൽ കൂടുതലാണ്", // 1295 adminSitePhotoTooLarge
  "സന്ദർശകർ അയയ്ക്കുന്ന വിവരങ്ങളെക്കുറിച്ച് സൈറ്റ് അവരോട് പറയുന്നത്: എല്ലാ അന്വേഷണ ഫോമിലും ഇതിലേക്ക് ലിങ്ക് ഉണ്ട്. നിങ്ങൾ പ്രവർത്തിക്കുന്ന രീതിക്ക് ഒത്തതായിരിക്കണം.", // 1296 adminSitePrivacyIntro
  "ഭാഗം", // 1297 adminSitePrivacySection
  "ഭാഗങ്ങൾ", // 1298 adminSitePrivacySectionMany
  "ഭാഗം {n}", // 1299 adminSitePrivacySectionNumbered
  "ഭാഗങ്ങൾ", // 1300 adminSitePrivacySections
  "തിരികെ കൊണ്ടുവന്നു", // 1301 adminSiteRestored
  "{when}-ന് സേവ് ചെയ്ത പതിപ്പാണ് ഇപ്പോൾ സൈറ്റിൽ.", // 1302 adminSiteRestoredText
  "മാറ്റങ്ങൾ സേവ് ചെയ്യുക", // 1303 adminSiteSave
  "സേവ് ചെയ്തു", // 1304 adminSiteSaved
  "മാറ്റം ഇപ്പോൾ സൈറ്റിൽ കാണാം.", // 1305 adminSiteSavedText
  "സേവ് ചെയ്യുന്നു...", // 1306 adminSiteSaving
  "സേവനത്തിന്റെ വിവരണം", // 1307 adminSiteServicesDescription
  "എസ്റ്റിമേറ്റർ", // 1308 adminSiteServicesEstimator
  "സൈറ്റിലെ ഓരോ എസ്റ്റിമേറ്റിലും നിരക്കിനൊപ്പം കാണിക്കുന്നത്: ഉൾപ്പെടാത്തവ, പണം നൽകേണ്ട ഘട്ടങ്ങൾ, വിദേശത്തുള്ള കുടുംബങ്ങൾക്കായി ഗൾഫ് കറൻസിയിലെ എസ്റ്റിമേറ്റ്.", // 1309 adminSiteServicesEstimatorHint
  "ഉൾപ്പെടാത്തവ", // 1310 adminSiteServicesExclusions
  "ഒരു വരിയിൽ ഒന്ന്, 12 വരെ: ഒരു പാക്കേജിലും ഉൾപ്പെടാത്തവ.", // 1311 adminSiteServicesExclusionsHint
  "പ്രധാന സവിശേഷതകൾ", // 1312 adminSiteServicesFeatures
  "അഞ്ച് സവിശേഷതകൾ, ഒരു വരിയിൽ ഒന്ന്.", // 1313 adminSiteServicesFeaturesHint
  "സേവനങ്ങൾ", // 1314 adminSiteServicesGroup
  "എട്ട് സേവനങ്ങൾ, ഓരോന്നിനും അഞ്ച് പ്രധാന സവിശേഷതകളും നിങ്ങളുടെ സ്വന്തം പണിയുടെ ഒരു ഫോട്ടോയും.", // 1315 adminSiteServicesGroupHint
  "നിങ്ങൾ എന്ത് പണിയുന്നു, ഒരു പ്രോജക്ട് എങ്ങനെ നടക്കുന്നു, എന്ത് ചെലവാകും: നിങ്ങൾ നിശ്ചയിക്കുന്ന ക്രമത്തിൽ സേവനങ്ങളുടെ പേജ്.", // 1316 adminSiteServicesIntro
  "പേയ്മെന്റ് ഘട്ടം", // 1317 adminSiteServicesPayment
  "പേയ്മെന്റ് ഘട്ടങ്ങൾ", // 1318 adminSiteServicesPaymentMany
  "ഘട്ടം {n}", // 1319 adminSiteServicesPaymentNumbered
  "ശതമാനം", // 1320 adminSiteServicesPaymentPercent
  "ഘട്ടം", // 1321 adminSiteServicesPaymentStage
  "പേയ്മെന്റ് ഘട്ടങ്ങൾ", // 1322 adminSiteServicesPayments
  "ഓരോ ഘട്ടത്തിലും നൽകേണ്ട ശതമാനം: ഓരോ എസ്റ്റിമേറ്റിനും താഴെ തുകയോടെ കാണിക്കും.", // 1323 adminSiteServicesPaymentsHint
  "ഘട്ടങ്ങളുടെ ആകെ: {total}%.", // 1324 adminSiteServicesPaymentsTotal
  "ഘട്ടങ്ങളുടെ ആകെ: {total}%. ആകെ 100% ആകണം.", // 1325 adminSiteServicesPaymentsTotalWrong
  "സേവനത്തിന്റെ ഫോട്ടോ", // 1326 adminSiteServicesPhoto
  "സൈറ്റിൽ ഒരു വര കാണിക്കും.", // 1327 adminSiteServicesPhotoNone
  "നിരക്കുകൾ", // 1328 adminSiteServicesPricing
  "മൂന്ന് പാക്കേജുകൾ. ഒന്നിനെ എടുത്തുകാണിക്കാൻ ജനപ്രിയം എന്ന് അടയാളപ്പെടുത്തുക.", // 1329 adminSiteServicesPricingHint
  "പ്രവർത്തന രീതി", // 1330 adminSiteServicesProcess
  "നിങ്ങളോടൊപ്പം പ്രവർത്തിക്കുന്നതിന്റെ നാല് ഘട്ടങ്ങൾ.", // 1331 adminSiteServicesProcessHint
  "ഒരു {code}-ന് ₹", // 1332 adminSiteServicesRatePer
  "ഗൾഫ് കറൻസി നിരക്കുകൾ", // 1333 adminSiteServicesRates
  "ഓരോ കറൻസിയുടെയും ഒരു യൂണിറ്റിന് എത്ര രൂപ എന്ന്, എസ്റ്റിമേറ്റ് മാറ്റേണ്ട നിരക്കിൽ (സൈറ്റ് സ്വയം നിരക്ക് നോക്കില്ല). ഒരു കറൻസി മറയ്ക്കാൻ അതിന്റെ നിരക്ക് ഒഴിച്ചിടുക.", // 1334 adminSiteServicesRatesHint
  "നിരക്ക് നിശ്ചയിച്ച തീയതി", // 1335 adminSiteServicesRatesSetOn
  "മാറ്റിയ എസ്റ്റിമേറ്റിനരികെ കാണിക്കും.", // 1336 adminSiteServicesRatesSetOnHint
  "സേവനം", // 1337 adminSiteServicesService
  "സേവനങ്ങൾ", // 1338 adminSiteServicesServiceMany
  "സേവനം {n}", // 1339 adminSiteServicesServiceNumbered
  "ഘട്ടം", // 1340 adminSiteServicesStep
  "ഘട്ടങ്ങൾ", // 1341 adminSiteServicesStepMany
  "ഘട്ടം {n}", // 1342 adminSiteServicesStepNumbered
  "ഘട്ടത്തിന്റെ വാചകം", // 1343 adminSiteServicesStepText
  "ഘട്ടത്തിന്റെ തലക്കെട്ട്", // 1344 adminSiteServicesStepTitle
  "പ്രവർത്തന ഘട്ടങ്ങൾ", // 1345 adminSiteServicesSteps
  "പാക്കേജ്", // 1346 adminSiteServicesTier
  "പാക്കേജിന്റെ വിവരണം", // 1347 adminSiteServicesTierDescription
  "പാക്കേജിലെ സവിശേഷതകൾ", // 1348 adminSiteServicesTierFeatures
  "ഒരു വരിയിൽ ഒന്ന്, 12 വരെ.", // 1349 adminSiteServicesTierFeaturesHint
  "പാക്കേജുകൾ", // 1350 adminSiteServicesTierMany
  "പാക്കേജിന്റെ പേര്", // 1351 adminSiteServicesTierName
  "പാക്കേജ് {n}", // 1352 adminSiteServicesTierNumbered
  "ജനപ്രിയം", // 1353 adminSiteServicesTierPopular
  "'ജനപ്രിയം' ബാഡ്ജോടെ കാണിക്കും.", // 1354 adminSiteServicesTierPopularHint
  "നിരക്ക്", // 1355 adminSiteServicesTierPrice
  "നിരക്കിന്റെ യൂണിറ്റ്", // 1356 adminSiteServicesTierUnit
  "വാറന്റി", // 1357 adminSiteServicesTierWarranty
  "പാക്കേജുകൾ", // 1358 adminSiteServicesTiers
  "സേവനത്തിന്റെ തലക്കെട്ട്", // 1359 adminSiteServicesTitle
  "ലോഗൗട്ട് ചെയ്യുക", // 1360 adminSiteSignOut
  "സേവ് ചെയ്യാത്ത മാറ്റങ്ങളുണ്ട്. ലോഗൗട്ട് ചെയ്താൽ അവ നഷ്ടമാകും. ലോഗൗട്ട് ചെയ്യണോ?", // 1361 adminSiteSignOutQuestion
  "അഭിപ്രായം", // 1362 adminSiteTestimonial
  "അഭിപ്രായങ്ങൾ", // 1363 adminSiteTestimonialMany
  "അഭിപ്രായം {n}", // 1364 adminSiteTestimonialNumbered
  "ഉദാ: Homeowner, Kowdiar", // 1365 adminSiteTestimonialPositionHint
  "അഭിപ്രായം", // 1366 adminSiteTestimonialQuote
  "ഉപഭോക്താക്കൾ നിങ്ങളെക്കുറിച്ച് അവരുടെ വാക്കുകളിൽ പറയുന്നത്, സൈറ്റിൽ കാണിക്കുന്ന ക്രമത്തിൽ.", // 1367 adminSiteTestimonialsIntro
  "ഞങ്ങളെക്കുറിച്ചുള്ള വാചകം", // 1368 adminSiteTextAboutText
  "വിലാസം, വരി {n}", // 1369 adminSiteTextAddressLine
  "ചോദ്യം {n}: ഉത്തരം", // 1370 adminSiteTextAnswer
  "വിളിക്കാനുള്ള സമയത്തിന് താഴെയുള്ള കുറിപ്പ്", // 1371 adminSiteTextCallNote
  "സേവന കാർഡ് {n}: വാചകം", // 1372 adminSiteTextCardText
  "സേവന കാർഡ് {n}: തലക്കെട്ട്", // 1373 adminSiteTextCardTitle
  "നഗരം", // 1374 adminSiteTextCity
  "ഉൾപ്പെടാത്തത് {n}", // 1375 adminSiteTextExclusion
  "പ്രധാന തലക്കെട്ട്", // 1376 adminSiteTextHeadline
  "മുകൾഭാഗത്തെ വാചകം", // 1377 adminSiteTextHeroText
  "ആമുഖം", // 1378 adminSiteTextIntroduction
  "ടീം അംഗം {n}: പേര്", // 1379 adminSiteTextMemberName
  "ടീം അംഗം {n}: പദവി", // 1380 adminSiteTextMemberPosition
  "ടീം അംഗം {n}: യോഗ്യത", // 1381 adminSiteTextMemberQualification
  "നാഴികക്കല്ല് {n}", // 1382 adminSiteTextMilestone
  "നാഴികക്കല്ല് {n}: വാചകം", // 1383 adminSiteTextMilestoneText
  "ദൗത്യം", // 1384 adminSiteTextMission
  "പേയ്മെന്റ് ഘട്ടം {n}", // 1385 adminSiteTextPaymentStage
  "ഉറപ്പ് {n}", // 1386 adminSiteTextPromise
  "ചോദ്യം {n}", // 1387 adminSiteTextQuestion
  "സംസ്ഥാനം", // 1388 adminSiteTextRegion
  "റിവ്യൂകൾ എവിടെ", // 1389 adminSiteTextReviewSource
  "ഭാഗം {n}: തലക്കെട്ട്", // 1390 adminSiteTextSectionHeading
  "ഭാഗം {n}: വാചകം", // 1391 adminSiteTextSectionText
  "സേവനം {n}: വിവരണം", // 1392 adminSiteTextServiceDescription
  "സേവനം {n}: സവിശേഷത {feature}", // 1393 adminSiteTextServiceFeature
  "സേവനം {n}: തലക്കെട്ട്", // 1394 adminSiteTextServiceTitle
  "തുടക്ക നിരക്കിന്റെ യൂണിറ്റ്", // 1395 adminSiteTextStartingPriceUnit
  "കണക്ക് ബോക്സ് {n}: ലേബൽ", // 1396 adminSiteTextStatLabel
  "പ്രവർത്തന ഘട്ടം {n}: വാചകം", // 1397 adminSiteTextStepText
  "പ്രവർത്തന ഘട്ടം {n}: തലക്കെട്ട്", // 1398 adminSiteTextStepTitle
  "കഥ, ഖണ്ഡിക {n}", // 1399 adminSiteTextStoryParagraph
  "കമ്പനിയെക്കുറിച്ച്", // 1400 adminSiteTextSummary
  "ടാഗ്‌ലൈൻ", // 1401 adminSiteTextTagline
  "അഭിപ്രായം {n}: പേര്", // 1402 adminSiteTextTestimonialName
  "അഭിപ്രായം {n}: പദവി", // 1403 adminSiteTextTestimonialPosition
  "അഭിപ്രായം {n}: വാക്കുകൾ", // 1404 adminSiteTextTestimonialQuote
  "പാക്കേജ് {n}: വിവരണം", // 1405 adminSiteTextTierDescription
  "പാക്കേജ് {n}: സവിശേഷത {feature}", // 1406 adminSiteTextTierFeature
  "പാക്കേജ് {n}: പേര്", // 1407 adminSiteTextTierName
  "പാക്കേജ് {n}: നിരക്കിന്റെ യൂണിറ്റ്", // 1408 adminSiteTextTierUnit
  "പാക്കേജ് {n}: വാറന്റി", // 1409 adminSiteTextTierWarranty
  "വിഷയം {n}: വാചകം", // 1410 adminSiteTextTopicText
  "വിഷയം {n}: തലക്കെട്ട്", // 1411 adminSiteTextTopicTitle
  "കാഴ്ചപ്പാട്", // 1412 adminSiteTextVision
  "ഞങ്ങളെക്കുറിച്ച്, ടീം", // 1413 adminSiteTitleAbout
  "ഗൾഫിൽ നിന്ന് വീട് പണിയാം", // 1414 adminSiteTitleAbroad
  "കമ്പനി വിവരങ്ങൾ", // 1415 adminSiteTitleCompany
  "ഹോം പേജ്", // 1416 adminSiteTitleHome
  "സ്വകാര്യതാ അറിയിപ്പ്", // 1417 adminSiteTitlePrivacy
  "സേവനങ്ങളും നിരക്കുകളും", // 1418 adminSiteTitleServices
  "ഉപഭോക്താക്കളുടെ അഭിപ്രായങ്ങൾ", // 1419 adminSiteTitleTestimonials
  "സേവ് ചെയ്യാത്ത മാറ്റങ്ങളുണ്ട്.", // 1420 adminSiteUnsaved
  "അവസാനത്തെ {count} സേവുകൾ സൂക്ഷിച്ചിട്ടുണ്ട് (20 വരെ സൂക്ഷിക്കും). തെറ്റിയ ഒരു തിരുത്ത് മാറ്റാൻ പഴയതൊന്ന് തിരികെ കൊണ്ടുവരിക.", // 1421 adminSiteVersionsKeptMany
  "അവസാനത്തെ സേവ് സൂക്ഷിച്ചിട്ടുണ്ട് (20 വരെ സൂക്ഷിക്കും). തെറ്റിയ ഒരു തിരുത്ത് മാറ്റാൻ പഴയതൊന്ന് തിരികെ കൊണ്ടുവരിക.", // 1422 adminSiteVersionsKeptOne
  "സേവ് ചെയ്ത പതിപ്പുകൾ ഇതുവരെ ഇല്ല.", // 1423 adminSiteVersionsNone
  "തിരികെ കൊണ്ടുവന്നില്ല", // 1424 adminSiteVersionsNotRestored
  "ഇപ്പോൾ സൈറ്റിൽ", // 1425 adminSiteVersionsOnSite
  "തിരികെ കൊണ്ടുവരിക", // 1426 adminSiteVersionsRestore
  "ഈ പതിപ്പ് തിരികെ കൊണ്ടുവരാനായില്ല. വീണ്ടും ശ്രമിക്കുക.", // 1427 adminSiteVersionsRestoreFailed
  "{when}-ന് സേവ് ചെയ്ത പതിപ്പ് തിരികെ കൊണ്ടുവരണോ? സൈറ്റിൽ ഉടനെ അത് കാണിക്കും. ഇപ്പോഴുള്ളത് ഈ ലിസ്റ്റിൽ തന്നെ ഉണ്ടാകും.", // 1428 adminSiteVersionsRestoreQuestion
  "{when}-ന് സേവ് ചെയ്ത പതിപ്പ് തിരികെ കൊണ്ടുവരണോ? സൈറ്റിൽ ഉടനെ അത് കാണിക്കും, സേവ് ചെയ്യാത്ത നിങ്ങളുടെ മാറ്റങ്ങൾ പോകും. ഇപ്പോഴുള്ളത് ഈ ലിസ്റ്റിൽ തന്നെ ഉണ്ടാകും.", // 1429 adminSiteVersionsRestoreQuestionUnsaved
  "{when}-ന് സേവ് ചെയ്ത പതിപ്പ്", // 1430 adminSiteVersionsRestoreWhich
  "തിരികെ കൊണ്ടുവരുന്നു...", // 1431 adminSiteVersionsRestoring
  "സേവ് ചെയ്ത പതിപ്പുകൾ", // 1432 adminSiteVersionsTitle
  "വാട്ട്സ്ആപ്പ് ബട്ടണുകൾ {phone} എന്ന നമ്പറിലേക്ക് ചാറ്റ് തുറക്കും. വാട്ട്സ്ആപ്പ് മറ്റൊരു നമ്പറിലാണെങ്കിൽ ടിക്ക് മാറ്റുക.", // 1433 adminSiteWhatsAppChat
  "വാട്ട്സ്ആപ്പ് ബട്ടണുകൾ മുകളിലെ ഫോൺ നമ്പർ ഉപയോഗിക്കും.", // 1434 adminSiteWhatsAppFollows
  "10 അക്ക മൊബൈൽ നമ്പർ (ഉദാ: 98765 43210), അല്ലെങ്കിൽ + ഉം രാജ്യ കോഡും ചേർത്ത് വിദേശ നമ്പർ. വാട്ട്സ്ആപ്പ് ലിങ്കിന് വേണ്ട അക്കങ്ങളായി സൂക്ഷിക്കും: 919876543210.", // 1435 adminSiteWhatsAppHint
  "വാട്ട്സ്ആപ്പ് നമ്പർ", // 1436 adminSiteWhatsAppNumber
  "വാട്ട്സ്ആപ്പ് നമ്പറും ഫോൺ നമ്പർ തന്നെ", // 1437 adminSiteWhatsAppSame
  "അക്കൗണ്ട് വിവരങ്ങൾ ലോഡ് ചെയ്യാനായില്ല. കണക്ഷൻ പരിശോധിച്ച് വീണ്ടും ശ്രമിക്കുക.", // 1438 adminTeamAccountFailed
  "നിങ്ങളുടെ അക്കൗണ്ട്", // 1439 adminTeamAccountTitle
  "അക്കൗണ്ടുകൾ ലോഡ് ചെയ്യാനായില്ല. വീണ്ടും ശ്രമിക്കുക.", // 1440 adminTeamAccountsFailed
  "സൈറ്റ് നോക്കിനടത്താൻ ആർക്കൊക്കെ ലോഗിൻ ചെയ്യാം, ഓരോരുത്തർക്കും എന്തൊക്കെ ചെയ്യാം.", // 1441 adminTeamAccountsHint
  "അക്കൗണ്ടുകൾ", // 1442 adminTeamAccountsTitle
  "പാസ്‌കീ ചേർക്കുക", // 1443 adminTeamAddPasskey
  "ഈ സൈറ്റ് ഒരു ഓതന്റിക്കേറ്റർ ആപ്പിൽ ചേർക്കുക (Google Authenticator, Microsoft Authenticator, 1Password…):", // 1444 adminTeamAddToApp
  "IP വിലാസം:", // 1445 adminTeamAddressLabel
  "{who}-ന്റെ ഓതന്റിക്കേറ്റർ ആപ്പ് ഓഫ് ചെയ്തു.", // 1446 adminTeamAppOff
  "{who}-ന്റെ ഓതന്റിക്കേറ്റർ ആപ്പ് ഓഫ് ചെയ്യണോ? ഫോണും റിക്കവറി കോഡുകളും നഷ്ടപ്പെട്ടെങ്കിൽ മാത്രം ഇത് ചെയ്യുക.", // 1447 adminTeamAppOffConfirm
  "പാസ്‌വേഡ് മാറ്റുക", // 1448 adminTeamChangePassword
  "മാറ്റുന്നു...", // 1449 adminTeamChanging
  "പരിശോധിക്കുന്നു…", // 1450 adminTeamChecking
  "ആപ്പിലെ കോഡ്", // 1451 adminTeamCodeFromApp
  "തുടരുക", // 1452 adminTeamContinue
  "കോപ്പി ചെയ്തു.", // 1453 adminTeamCopied
  "ലിങ്ക് കോപ്പി ചെയ്യുക", // 1454 adminTeamCopyLink
  "ഇപ്പോഴത്തെ പാസ്‌വേഡ്", // 1455 adminTeamCurrentPassword
  "{system}-ലെ {browser}", // 1456 adminTeamDeviceBrowserOn
  "{system}-ലെ ഒരു ബ്രൗസർ", // 1457 adminTeamDeviceOn
  "അറിയാത്ത ഉപകരണം", // 1458 adminTeamDeviceUnknown
  "നിർത്തിവയ്ക്കുക", // 1459 adminTeamDisable
  "{who}-ന്റെ അക്കൗണ്ട് നിർത്തിവയ്ക്കണോ? എല്ലായിടത്തുനിന്നും ഉടൻ ലോഗൗട്ട് ആകും; നിങ്ങൾ വീണ്ടും സജീവമാക്കുന്നതുവരെ ലോഗിൻ ചെയ്യാനാവില്ല.", // 1460 adminTeamDisableConfirm
  "നിർത്തിവച്ചു", // 1461 adminTeamDisabled
  "{who}-ന്റെ അക്കൗണ്ട് നിർത്തിവച്ചു, എല്ലായിടത്തുനിന്നും ലോഗൗട്ട് ചെയ്തു.", // 1462 adminTeamDisabledDone
  "കഴിഞ്ഞു", // 1463 adminTeamDone
  "ഇമെയിൽ വിലാസം", // 1464 adminTeamEmailAddress
  "ഇമെയിൽ:", // 1465 adminTeamEmailLabel
  "{email}-ലേക്ക് ഇമെയിൽ അയച്ചു. ലിങ്ക് നിങ്ങൾക്കും നേരിട്ട് അയയ്ക്കാം:", // 1466 adminTeamEmailedTo
  "സജീവമാക്കുക", // 1467 adminTeamEnable
  "{who}-ന് വീണ്ടും ലോഗിൻ ചെയ്യാം.", // 1468 adminTeamEnabledDone
  "ഓതന്റിക്കേറ്റർ ആപ്പിലെ കോഡ് നൽകുക.", // 1469 adminTeamEnterAppCode
  "നിങ്ങളുടെ പാസ്‌വേഡ് നൽകുക", // 1470 adminTeamEnterPassword
  "({who})", // 1471 adminTeamForWho
  "പേരും പാസ്‌വേഡും തിരഞ്ഞെടുക്കാനുള്ള ലിങ്കുമായി അവർക്ക് ഒരു ഇമെയിൽ ലഭിക്കും. ലിങ്ക് ഒരു തവണ മാത്രം, 7 ദിവസത്തേക്ക് പ്രവർത്തിക്കും.", // 1472 adminTeamInviteHintMail
  "ഈ സൈറ്റിന് ഇമെയിൽ അയയ്ക്കാനാവില്ല; അതിനാൽ അവർക്ക് നേരിട്ട് അയയ്ക്കാൻ ഒരു ലിങ്ക് നിങ്ങൾക്ക് ലഭിക്കും. അത് ഒരു തവണ മാത്രം, 7 ദിവസത്തേക്ക് പ്രവർത്തിക്കും.", // 1473 adminTeamInviteHintNoMail
  "{site} വെബ്സൈറ്റിലേക്ക് {role} ആയി നിങ്ങളെ ക്ഷണിക്കുന്നു. പേരും പാസ്‌വേഡും തിരഞ്ഞെടുക്കാൻ ഈ ലിങ്ക് തുറക്കുക:", // 1474 adminTeamInviteMessage
  "ഒരാളെ ക്ഷണിക്കുക", // 1475 adminTeamInviteTitle
  "{role} · ക്ഷണിച്ചത്: {time} · ലിങ്ക് {date} വരെ", // 1476 adminTeamInvited
  "{role} · ക്ഷണിച്ചത്: {who}, {time} · ലിങ്ക് {date} വരെ", // 1477 adminTeamInvitedBy
  "ക്ഷണിക്കുന്നു…", // 1478 adminTeamInviting
  "അവസാനം ഉപയോഗിച്ചത്: {time}", // 1479 adminTeamLastUsed
  "അവസാനം ഉപയോഗിച്ചത്:", // 1480 adminTeamLastUsedLabel
  "ക്ഷണ ലിങ്ക് ഉണ്ടാക്കുക", // 1481 adminTeamMakeInvitationLink
  "പുതിയ കോഡുകൾ ഉണ്ടാക്കുക", // 1482 adminTeamMakeNewCodes
  "പാസ്‌വേഡ് റീസെറ്റ് ലിങ്ക് ഉണ്ടാക്കുക", // 1483 adminTeamMakeReset
  "ഉണ്ടാക്കുന്നു…", // 1484 adminTeamMaking
  "പേര്", // 1485 adminTeamName
  "മെനുവിലും പ്രവർത്തനങ്ങളിലും ടീമിലെ മറ്റുള്ളവർ കാണുന്ന പേര്.", // 1486 adminTeamNameHint
  "പേര് സേവ് ചെയ്തില്ല.", // 1487 adminTeamNameNotSaved
  "പേര് സേവ് ചെയ്തില്ല. കണക്ഷൻ പരിശോധിച്ച് വീണ്ടും ശ്രമിക്കുക.", // 1488 adminTeamNameOffline
  "നിങ്ങളുടെ പേര് സേവ് ചെയ്തു.", // 1489 adminTeamNameSaved
  "പുതിയ റിക്കവറി കോഡുകൾ", // 1490 adminTeamNewCodes
  "പേര് ഇതുവരെ ഇല്ല", // 1491 adminTeamNoName
  "എവിടെയും ലോഗിൻ ചെയ്തിട്ടില്ല", // 1492 adminTeamNotSignedIn
  "ഇതുവരെ ഉപയോഗിച്ചിട്ടില്ല", // 1493 adminTeamNotUsedYet
  "മറ്റൊരിടത്തും നിങ്ങൾ ലോഗിൻ ചെയ്തിരുന്നില്ല.", // 1494 adminTeamNowhereElse
  "മറ്റ് ഉപകരണങ്ങളിൽ നിന്ന് ലോഗൗട്ട് ചെയ്യാനായില്ല. വീണ്ടും ശ്രമിക്കുക.", // 1495 adminTeamOthersFailed
  "\"{name}\" പാസ്‌കീ ചേർത്തു. ഇനി പാസ്‌വേഡ് ഇല്ലാതെ ഇതുപയോഗിച്ച് ലോഗിൻ ചെയ്യാം.", // 1496 adminTeamPasskeyAdded
  "പാസ്‌കീ ഉണ്ടാക്കിയില്ല: അഭ്യർത്ഥന റദ്ദാക്കി, അല്ലെങ്കിൽ സമയം കഴിഞ്ഞു.", // 1497 adminTeamPasskeyCancelled
  "ഈ ഉപകരണത്തിൽ നിങ്ങളുടെ അക്കൗണ്ടിന് ഇതിനകം ഒരു പാസ്‌കീ ഉണ്ട്.", // 1498 adminTeamPasskeyExists
  "ഈ പാസ്‌കീയുടെ പേര്", // 1499 adminTeamPasskeyName
  "പാസ്‌കീ ഏത് ഫോണിലോ കമ്പ്യൂട്ടറിലോ ആണോ, ആ പേര് നൽകുക.", // 1500 adminTeamPasskeyNameMissing
  "നിങ്ങളുടെ പാസ്‌വേഡ് നൽകുക: പാസ്‌കീ ചേർക്കുന്നത് നിങ്ങൾ തന്നെയാണെന്ന് അത് ഉറപ്പാക്കും.", // 1501 adminTeamPasskeyPasswordMissing
  "\"{name}\" പാസ്‌കീ നീക്കം ചെയ്യണോ? പിന്നെ അതുപയോഗിച്ച് ലോഗിൻ ചെയ്യാനാവില്ല.", // 1502 adminTeamPasskeyRemoveConfirm
  "\"{name}\" പാസ്‌കീ നീക്കം ചെയ്തു.", // 1503 adminTeamPasskeyRemoved
  "(പാസ്‌കീ {name})", // 1504 adminTeamPasskeySr
  "ഫോണിലെ വിരലടയാളം, മുഖം അല്ലെങ്കിൽ സ്ക്രീൻ ലോക്ക് ഉപയോഗിച്ച് പാസ്‌കീ വഴി ലോഗിൻ ചെയ്യാം: ടൈപ്പ് ചെയ്യാനോ മോഷ്ടിക്കപ്പെടാനോ പാസ്‌വേഡ് ഇല്ല.", // 1505 adminTeamPasskeysHint
  "സൈറ്റ് സ്വന്തം വിലാസത്തിൽ (https വഴിയുള്ള ഡൊമെയ്ൻ നെയിം) ആയാൽ പാസ്‌കീകൾ പ്രവർത്തിക്കും.", // 1506 adminTeamPasskeysNeedAddress
  "പാസ്‌കീകൾ", // 1507 adminTeamPasskeysTitle
  "ഈ ബ്രൗസറിൽ പാസ്‌കീ ഉണ്ടാക്കാനാവില്ല.", // 1508 adminTeamPasskeysUnsupported
  "പാസ്‌വേഡ് മാറ്റി. മറ്റ് എല്ലായിടത്തുനിന്നും ലോഗൗട്ട് ചെയ്തു.", // 1509 adminTeamPasswordChanged
  "നിങ്ങൾ ലോഗിൻ ചെയ്തിട്ടുള്ള മറ്റ് എല്ലാ ഉപകരണങ്ങളിൽ നിന്നും ലോഗൗട്ട് ആകും.", // 1510 adminTeamPasswordHint
  "പാസ്‌വേഡ് മാറ്റിയില്ല.", // 1511 adminTeamPasswordNotChanged
  "പാസ്‌വേഡ് മാറ്റിയില്ല. കണക്ഷൻ പരിശോധിച്ച് വീണ്ടും ശ്രമിക്കുക.", // 1512 adminTeamPasswordOffline
  "നീക്കം ചെയ്യുക", // 1513 adminTeamRemove
  "{who}-ന്റെ അക്കൗണ്ട് നീക്കം ചെയ്യണോ? അവർ വരുത്തിയ മാറ്റങ്ങൾ അവരുടെ പേരിൽ ചരിത്രത്തിൽ തുടരും.", // 1514 adminTeamRemoveConfirm
  "{who}-ന്റെ അക്കൗണ്ട് നീക്കം ചെയ്തു.", // 1515 adminTeamRemoved
  "എല്ലാ അക്കൗണ്ടുകൾക്കും രണ്ടാം ഘട്ടം നിർബന്ധമാക്കുക", // 1516 adminTeamRequireSecondStep
  "അപ്പോൾ മോഷ്ടിച്ച പാസ്‌വേഡ് മാത്രം പോരാ: പാസ്‌വേഡിന് ശേഷം ഓരോരുത്തരും ഫോണിലെ ഓതന്റിക്കേറ്റർ ആപ്പിലെ കോഡ് നൽകണം (അടുത്ത ലോഗിനിൽ അവർ അത് സെറ്റ് ചെയ്യും), അല്ലെങ്കിൽ പാസ്‌കീ ഉപയോഗിച്ച് ലോഗിൻ ചെയ്യണം.", // 1517 adminTeamRequireSecondStepHint
  "{site} വെബ്സൈറ്റിൽ പുതിയ പാസ്‌വേഡ് സെറ്റ് ചെയ്യാനുള്ള ലിങ്ക് (ഒരു തവണ മാത്രം, ഒരു മണിക്കൂർ വരെ പ്രവർത്തിക്കും):", // 1518 adminTeamResetMessage
  "{who}-നുള്ള പാസ്‌വേഡ് റീസെറ്റ് ലിങ്ക് താഴെ തയ്യാർ.", // 1519 adminTeamResetReady
  "റോൾ", // 1520 adminTeamRole
  "{who} ഇനി {role} ആണ്.", // 1521 adminTeamRoleChanged
  "എഡിറ്റർ", // 1522 adminTeamRoleEditor
  "പ്രോജക്ടുകൾ, ഗാലറി, ബ്ലോഗ്, സൈറ്റിലെ ഉള്ളടക്കം, ട്രാഷ്, ചരിത്രം, പ്രവർത്തനങ്ങൾ.", // 1523 adminTeamRoleEditorSummary
  "റോൾ:", // 1524 adminTeamRoleLabel
  "({who})", // 1525 adminTeamRoleOf
  "ഉടമ", // 1526 adminTeamRoleOwner
  "എല്ലാം, അക്കൗണ്ടുകൾ ഉൾപ്പെടെ.", // 1527 adminTeamRoleOwnerSummary
  "സെയിൽസ്", // 1528 adminTeamRoleSales
  "അന്വേഷണങ്ങൾ കൈകാര്യം ചെയ്യാം; ഉള്ളടക്കം കാണാം.", // 1529 adminTeamRoleSalesSummary
  "ഓരോ റോളിനും ചെയ്യാവുന്നത്", // 1530 adminTeamRolesTitle
  "പേര് സേവ് ചെയ്യുക", // 1531 adminTeamSaveName
  "സേവ് ചെയ്യുന്നു...", // 1532 adminTeamSaving
  "രണ്ടാം ഘട്ടം ഇനി ഓരോരുത്തരുടെയും ഇഷ്ടം.", // 1533 adminTeamSecondStepChoice
  "ഇനി എല്ലാ അക്കൗണ്ടുകൾക്കും ലോഗിൻ ചെയ്യാൻ രണ്ടാം ഘട്ടം വേണം.", // 1534 adminTeamSecondStepRequired
  "ലോഗിൻ ക്രമീകരണങ്ങൾ ലോഡ് ചെയ്യാനായില്ല.", // 1535 adminTeamSecurityFailed
  "ലോഗിൻ ക്രമീകരണങ്ങൾ ലോഡ് ചെയ്യുന്നു…", // 1536 adminTeamSecurityLoading
  "മുകളിലെ ലിങ്ക് സെലക്ട് ചെയ്ത് കോപ്പി ചെയ്യുക.", // 1537 adminTeamSelectLink
  "ക്ഷണം അയയ്ക്കുക", // 1538 adminTeamSendInvitation
  "വാട്ട്സ്ആപ്പിൽ അയയ്ക്കുക", // 1539 adminTeamSendWhatsApp
  "ഈ ലിങ്ക് വാട്ട്സ്ആപ്പിലോ നിങ്ങൾക്ക് വിശ്വാസമുള്ള മറ്റൊരു വഴിയിലോ നേരിട്ട് അയയ്ക്കുക:", // 1540 adminTeamSendYourself
  "നിങ്ങൾ ലോഗിൻ ചെയ്ത ഉപകരണങ്ങളുടെ ലിസ്റ്റ് ലോഡ് ചെയ്യാനായില്ല. വീണ്ടും ശ്രമിക്കുക.", // 1541 adminTeamSessionsFailed
  "ഇനി ഉപയോഗിക്കാത്തതോ നിങ്ങൾക്ക് അറിയാത്തതോ ആയ ഉപകരണത്തിൽ നിന്ന് ലോഗൗട്ട് ചെയ്യുക.", // 1542 adminTeamSessionsHint
  "ലോഗിനുകൾ ലോഡ് ചെയ്യുന്നു…", // 1543 adminTeamSessionsLoading
  "നിങ്ങൾ ലോഗിൻ ചെയ്തിട്ടുള്ള ഇടങ്ങൾ", // 1544 adminTeamSessionsTitle
  "ലോഗൗട്ട് ചെയ്യുക", // 1545 adminTeamSignOut
  "{device}-ൽ നിന്ന് ലോഗൗട്ട് ചെയ്യണോ? അത് ഉപയോഗിക്കുന്നയാൾ വീണ്ടും ലോഗിൻ ചെയ്യേണ്ടിവരും.", // 1546 adminTeamSignOutConfirm
  "മറ്റ് എല്ലായിടത്തുനിന്നും ലോഗൗട്ട് ചെയ്യുക", // 1547 adminTeamSignOutEverywhere
  "{device}-ൽ നിന്ന് ലോഗൗട്ട് ചെയ്യാനായില്ല. വീണ്ടും ശ്രമിക്കുക.", // 1548 adminTeamSignOutFailed
  "({device})", // 1549 adminTeamSignOutOf
  "മറ്റ് എല്ലാ ഉപകരണങ്ങളിൽ നിന്നും ലോഗൗട്ട് ചെയ്യണോ? അവ ഉപയോഗിക്കുന്നവർ വീണ്ടും ലോഗിൻ ചെയ്യേണ്ടിവരും.", // 1550 adminTeamSignOutOthersConfirm
  "ലോഗിൻ ചെയ്തത്:", // 1551 adminTeamSignedInLabel
  "{count} ഉപകരണങ്ങളിൽ ലോഗിൻ ചെയ്തിട്ടുണ്ട്", // 1552 adminTeamSignedInOn
  "{device}-ൽ നിന്ന് ലോഗൗട്ട് ചെയ്തു.", // 1553 adminTeamSignedOutOf
  "മറ്റ് {count} ഉപകരണങ്ങളിൽ നിന്ന് ലോഗൗട്ട് ചെയ്തു.", // 1554 adminTeamSignedOutOthersMany
  "മറ്റ് {count} ഉപകരണത്തിൽ നിന്ന് ലോഗൗട്ട് ചെയ്തു.", // 1555 adminTeamSignedOutOthersOne
  "ലിങ്ക്", // 1556 adminTeamTheLink
  "ടീം", // 1557 adminTeamTheTeam
  "പിന്നെ, ശരിയായി പ്രവർത്തിക്കുന്നുണ്ടോ എന്ന് നോക്കാൻ ആപ്പിൽ കാണുന്ന 6 അക്ക കോഡ് നൽകുക.", // 1558 adminTeamThenEnterCode
  "ഈ ഉപകരണം", // 1559 adminTeamThisDevice
  "ഈ ഉപകരണത്തിൽ മാത്രമാണ് നിങ്ങൾ ലോഗിൻ ചെയ്തിട്ടുള്ളത്.", // 1560 adminTeamThisDeviceOnly
  "ഓഫ് ചെയ്യുക", // 1561 adminTeamTurnOff
  "അവരുടെ ഓതന്റിക്കേറ്റർ ആപ്പ് ഓഫ് ചെയ്യുക", // 1562 adminTeamTurnOffTheirApp
  "രണ്ട്-ഘട്ട ലോഗിൻ ഓഫ് ചെയ്യുക", // 1563 adminTeamTurnOffTwoStep
  "ഓൺ ചെയ്യുക", // 1564 adminTeamTurnOn
  "രണ്ട്-ഘട്ട ലോഗിൻ ഓൺ ചെയ്യുക", // 1565 adminTeamTurnOnTwoStep
  "ഓഫ് ചെയ്യുന്നു…", // 1566 adminTeamTurningOff
  "രണ്ട്-ഘട്ട ലോഗിൻ ഓഫ് ആണ്: ഇനി ലോഗിൻ ചെയ്യാൻ പാസ്‌വേഡ് മാത്രം മതി.", // 1567 adminTeamTwoStepOff
  "ഓഫ്. ഇത് ഓൺ ആണെങ്കിൽ മോഷ്ടിച്ച പാസ്‌വേഡ് മാത്രം പോരാ: പാസ്‌വേഡിന് ശേഷം ഫോണിലെ ആപ്പിൽ നിന്നുള്ള കോഡ് ലോഗിൻ ചോദിക്കും.", // 1568 adminTeamTwoStepOffHint
  "പാസ്‌വേഡിന് ശേഷം, ഓതന്റിക്കേറ്റർ ആപ്പിൽ കാണുന്ന കോഡ് ലോഗിൻ ചോദിക്കും.", // 1569 adminTeamTwoStepOnHint
  "ഓൺ · {count} റിക്കവറി കോഡുകൾ ബാക്കി", // 1570 adminTeamTwoStepOnMany
  "ഓൺ · {count} റിക്കവറി കോഡ് ബാക്കി", // 1571 adminTeamTwoStepOnOne
  "സൈറ്റിന്റെ ഉടമ എല്ലാ അക്കൗണ്ടുകൾക്കും ഇത് നിർബന്ധമാക്കിയിട്ടുണ്ട്.", // 1572 adminTeamTwoStepRequired
  "രണ്ട്-ഘട്ട ലോഗിൻ", // 1573 adminTeamTwoStepTitle
  "അറിയില്ല", // 1574 adminTeamUnknown
  "ചേരാൻ കാത്തിരിക്കുന്നവർ", // 1575 adminTeamWaiting
  "നിങ്ങളുടെ ഉപകരണത്തിനായി കാത്തിരിക്കുന്നു…", // 1576 adminTeamWaitingDevice
  "നിങ്ങളുടെ വിവരങ്ങൾ", // 1577 adminTeamWhoYouAre
  "പിൻവലിക്കുക", // 1578 adminTeamWithdraw
  "{email}-ലേക്കുള്ള ക്ഷണം പിൻവലിക്കണോ? അതിന്റെ ലിങ്ക് പിന്നെ പ്രവർത്തിക്കില്ല.", // 1579 adminTeamWithdrawConfirm
  "({email}-ലേക്കുള്ള ക്ഷണം)", // 1580 adminTeamWithdrawSr
  "{email}-ലേക്കുള്ള ക്ഷണം പിൻവലിച്ചു.", // 1581 adminTeamWithdrawn
  "ഇത് ഒരു തവണ മാത്രം, {date} വരെ പ്രവർത്തിക്കും.", // 1582 adminTeamWorksUntil
  "നിങ്ങൾ", // 1583 adminTeamYou
  "നിങ്ങളുടെ പേര്", // 1584 adminTeamYourName
  "നിങ്ങളുടെ പാസ്‌വേഡ്", // 1585 adminTeamYourPassword
  "{count} ദിവസം മുമ്പ്", // 1586 adminTimeDaysMany
  "{count} ദിവസം മുമ്പ്", // 1587 adminTimeDaysOne
  "{count} മണിക്കൂർ മുമ്പ്", // 1588 adminTimeHoursMany
  "{count} മണിക്കൂർ മുമ്പ്", // 1589 adminTimeHoursOne
  "ഇപ്പോൾ", // 1590 adminTimeJustNow
  "{count} മിനിറ്റ് മുമ്പ്", // 1591 adminTimeMinutesMany
  "{count} മിനിറ്റ് മുമ്പ്", // 1592 adminTimeMinutesOne
  "പേജിന്റെ വിലാസം", // 1593 adminTranslationsAddress
  "തലക്കെട്ടിൽ നിന്ന് ഉണ്ടാക്കുക", // 1594 adminTranslationsAddressFromTitle
  "നിർബന്ധമില്ല: {language} പേജിന് സ്വന്തം വിലാസം. ഒഴിച്ചിട്ടാൽ {language} പേജ് ഇംഗ്ലീഷ് വിലാസത്തിൽ തന്നെ കാണാം. പഴയ വിലാസങ്ങളെല്ലാം തുടർന്നും പ്രവർത്തിക്കും.", // 1595 adminTranslationsAddressHint
  "എല്ലാ വിവർത്തനങ്ങളും", // 1596 adminTranslationsAll
  "{language}: എല്ലാം വിവർത്തനം ചെയ്തുകഴിഞ്ഞു.", // 1597 adminTranslationsAllDone
  "പുതുക്കാനുള്ളത് {count}", // 1598 adminTranslationsBehindCount
  "{language}: പുതുക്കാനുള്ളത് {count} എണ്ണം", // 1599 adminTranslationsBehindMany
  "{language}: പുതുക്കാനുള്ളത് {count} എണ്ണം", // 1600 adminTranslationsBehindOne
  "{date}-ന് മാറ്റി", // 1601 adminTranslationsChanged
  "എണ്ണുന്നു…", // 1602 adminTranslationsCounting
  "എണ്ണം ലോഡ് ചെയ്യാനായില്ല.", // 1603 adminTranslationsCountsFailed
  "ഇംഗ്ലീഷ് എഡിറ്റ് ചെയ്യുക", // 1604 adminTranslationsEditEnglish
  "ഇംഗ്ലീഷ്", // 1605 adminTranslationsEnglish
  "ഉള്ളടക്കം", // 1606 adminTranslationsFieldContent
  "വിവരണം", // 1607 adminTranslationsFieldDescription
  "പ്രദേശം", // 1608 adminTranslationsFieldLocality
  "സ്ഥലം", // 1609 adminTranslationsFieldLocation
  "ഫോട്ടോ {n}: അതിൽ എന്താണ്", // 1610 adminTranslationsFieldPhotoAlt
  "ടാഗുകൾ", // 1611 adminTranslationsFieldTags
  "തലക്കെട്ട്", // 1612 adminTranslationsFieldTitle
  "“{title}” വിവർത്തനം ചെയ്യുക", // 1613 adminTranslationsHeading
  "മലയാളത്തിലും തമിഴിലുമുള്ള സൈറ്റ് നിങ്ങൾ ഇവിടെ എഴുതുന്നത് കാണിക്കും; ഒരു വാചകം വിവർത്തനം ചെയ്യുന്നതുവരെ അതിന്റെ പേജിൽ ഇംഗ്ലീഷ് കാണിക്കും, ഇംഗ്ലീഷ് ആണെന്ന് അടയാളപ്പെടുത്തി. ഇംഗ്ലീഷ് മാറിയാൽ, ആരെങ്കിലും പരിശോധിക്കുന്നതുവരെ അതിന്റെ വിവർത്തനം പുതുക്കേണ്ടതുണ്ട്.", // 1614 adminTranslationsIntro
  "ഇതിലെ വാചകങ്ങൾ ലോഡ് ചെയ്യാനായില്ല. വീണ്ടും ശ്രമിക്കുക.", // 1615 adminTranslationsItemLoadError
  "ഭാഷ", // 1616 adminTranslationsLanguage
  "മലയാളം", // 1617 adminTranslationsLanguageMl
  "തമിഴ്", // 1618 adminTranslationsLanguageTa
  "ഇംഗ്ലീഷിലെ പോലെ കോമ ഇട്ട് വേർതിരിക്കുക.", // 1619 adminTranslationsListHint
  "വിവർത്തനം ചെയ്യാൻ ബാക്കിയുള്ളവ ലോഡ് ചെയ്യാനായില്ല. വീണ്ടും ശ്രമിക്കുക.", // 1620 adminTranslationsLoadError
  "കൂടുതൽ കാണിക്കുക", // 1621 adminTranslationsLoadMore
  "കൂടുതൽ ലോഡ് ചെയ്യാനായില്ല. വീണ്ടും ശ്രമിക്കുക.", // 1622 adminTranslationsLoadMoreFailed
  "ലോഡ് ചെയ്യുന്നു…", // 1623 adminTranslationsLoading
  "ഇപ്പോഴും ശരിയാണ്: പരിശോധിച്ചതായി അടയാളപ്പെടുത്തുക", // 1624 adminTranslationsMarkReviewed
  "വിവർത്തനം ചെയ്യാത്തത് {count}", // 1625 adminTranslationsMissingCount
  "{language}: വിവർത്തനം ചെയ്യാനുള്ളത് {count} എണ്ണം", // 1626 adminTranslationsMissingMany
  "{language}: വിവർത്തനം ചെയ്യാനുള്ളത് {count} എണ്ണം", // 1627 adminTranslationsMissingOne
  "പുതുക്കേണ്ടതുണ്ട്", // 1628 adminTranslationsNeedsUpdate
  "(പുതിയ ടാബിൽ തുറക്കും)", // 1629 adminTranslationsNewTab
  "ഇതിൽ വിവർത്തനം ചെയ്യാൻ വാചകമൊന്നുമില്ല: ആദ്യം ഇംഗ്ലീഷ് എഴുതുക.", // 1630 adminTranslationsNoTexts
  "സേവ് ചെയ്യാത്ത മാറ്റങ്ങളില്ല", // 1631 adminTranslationsNoUnsaved
  "{language}: പുതുക്കേണ്ട വിവർത്തനങ്ങളൊന്നുമില്ല.", // 1632 adminTranslationsNoneBehind
  "വിവർത്തനം സേവ് ചെയ്യാനായില്ല. വീണ്ടും ശ്രമിക്കുക.", // 1633 adminTranslationsNotSaved
  "വിവർത്തനം ചെയ്തിട്ടില്ല", // 1634 adminTranslationsNotTranslated
  "അവസാനം സേവ് ചെയ്ത ശേഷം ഒന്നും മാറിയിട്ടില്ല.", // 1635 adminTranslationsNothingChanged
  "ഇത്തരത്തിലുള്ളതൊന്നും വിവർത്തനം ചെയ്യാനില്ല.", // 1636 adminTranslationsNothingToTranslate
  "ബ്ലോഗ് പോസ്റ്റ്", // 1637 adminTranslationsNounBlogPost
  "ഗാലറി ഐറ്റം", // 1638 adminTranslationsNounGalleryItem
  "പ്രോജക്ട്", // 1639 adminTranslationsNounProject
  "സൈറ്റിന്റെ ഭാഗം", // 1640 adminTranslationsNounSiteSection
  "{language} വിവർത്തനം സേവ് ചെയ്യുക", // 1641 adminTranslationsSave
  "{language} വിവർത്തനം സേവ് ചെയ്തു.", // 1642 adminTranslationsSaved
  "{name} സേവ് ചെയ്തത്. ഇംഗ്ലീഷ് കാണിക്കാൻ ഒഴിച്ചിടുക.", // 1643 adminTranslationsSavedBy
  "സേവ് ചെയ്യുന്നു...", // 1644 adminTranslationsSaving
  "{language} പതിപ്പ് കാണുക", // 1645 adminTranslationsSeeIt
  "കാണിക്കുക", // 1646 adminTranslationsShow
  "ഇത് എഴുതുന്നതുവരെ സൈറ്റിൽ ഇംഗ്ലീഷ് കാണിക്കും.", // 1647 adminTranslationsShowsEnglish
  "ചില വാചകങ്ങൾ സേവ് ചെയ്യാനായില്ല: താഴെ അടയാളപ്പെടുത്തിയ ഫീൽഡുകൾ നോക്കുക.", // 1648 adminTranslationsSomeNotSaved
  "ആരോ", // 1649 adminTranslationsSomeone
  "വിവർത്തനം ചെയ്ത സമയത്തെ ഇംഗ്ലീഷ്", // 1650 adminTranslationsSource
  "പുതുക്കേണ്ടതുണ്ട്", // 1651 adminTranslationsStateBehind
  "പുതുക്കിയതാണ്", // 1652 adminTranslationsStateCurrent
  "വിവർത്തനം ചെയ്തിട്ടില്ല", // 1653 adminTranslationsStateMissing
  "വിവർത്തനങ്ങൾ", // 1654 adminTranslationsTitle
  "സേവ് ചെയ്യാൻ {count} വാചകങ്ങൾ", // 1655 adminTranslationsToSaveMany
  "സേവ് ചെയ്യാൻ {count} വാചകം", // 1656 adminTranslationsToSaveOne
  "വിവർത്തനം", // 1657 adminTranslationsTranslate
  "(തലക്കെട്ടില്ല)", // 1658 adminTranslationsUntitled
  "പുതുക്കിയതാണ്", // 1659 adminTranslationsUpToDate
  "“{name}” എന്നെന്നേക്കുമായി ഡിലീറ്റ് ചെയ്യണോ? ഇതിന്റെ ഫോട്ടോകളും പോകും; പിന്നെ തിരികെ കിട്ടില്ല.", // 1660 adminTrashConfirmPurge
  "ഇപ്പോൾ ഇവിടെ {count} ഇനങ്ങൾ.", // 1661 adminTrashCountMany
  "ഇപ്പോൾ ഇവിടെ {count} ഇനം.", // 1662 adminTrashCountOne
  "ട്രാഷ് ശൂന്യമാണ്.", // 1663 adminTrashEmpty
  "ഡിലീറ്റ് ചെയ്ത പ്രോജക്ടുകളും ബ്ലോഗ് പോസ്റ്റുകളും ഗാലറി ഇനങ്ങളും അവയുടെ ഫോട്ടോകളോടൊപ്പം {days} ദിവസം ഇവിടെ ഉണ്ടാകും; അതിനുശേഷം എന്നെന്നേക്കുമായി നീക്കും.", // 1664 adminTrashIntro
  "ബ്ലോഗ് പോസ്റ്റ്", // 1665 adminTrashKindBlog
  "ഗാലറി ഇനം", // 1666 adminTrashKindGallery
  "പ്രോജക്ട്", // 1667 adminTrashKindProject
  "ട്രാഷ് ലോഡ് ചെയ്യാനായില്ല. വീണ്ടും ശ്രമിക്കുക.", // 1668 adminTrashLoadFailed
  "{kind} · ഡിലീറ്റ് ചെയ്തത് {deleted} · എന്നെന്നേക്കുമായി നീക്കുന്നത് {removed}", // 1669 adminTrashMeta
  "എന്നെന്നേക്കുമായി ഡിലീറ്റ് ചെയ്യുക", // 1670 adminTrashPurge
  "“{name}” ഡിലീറ്റ് ചെയ്യാനായില്ല. വീണ്ടും ശ്രമിക്കുക.", // 1671 adminTrashPurgeFailed
  "എന്നെന്നേക്കുമായി ഡിലീറ്റ് ചെയ്യുക: {name}", // 1672 adminTrashPurgeName
  "“{name}” എന്നെന്നേക്കുമായി ഡിലീറ്റ് ചെയ്തു.", // 1673 adminTrashPurged
  "തിരികെ കൊണ്ടുവരിക", // 1674 adminTrashRestore
  "“{name}” തിരികെ കൊണ്ടുവരാനായില്ല. വീണ്ടും ശ്രമിക്കുക.", // 1675 adminTrashRestoreFailed
  "തിരികെ കൊണ്ടുവരിക: {name}", // 1676 adminTrashRestoreName
  "“{name}” തിരികെ കൊണ്ടുവന്നു.", // 1677 adminTrashRestored
  "ലിസ്റ്റിൽ കാണുക", // 1678 adminTrashSeeInList
  "ട്രാഷ്", // 1679 adminTrashTitle
];
export default texts;
