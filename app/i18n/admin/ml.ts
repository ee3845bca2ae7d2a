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
  "ആർക്കിടെക്ചർ", // 431 adminItemsKindArchitecture
  "പ്രോജക്ടുകൾ ക്രമീകരിക്കുക", // 432 adminItemsKindArrangePortfolio
  "എഴുതിയത്", // 433 adminItemsKindAuthor
  "ബെഡ്റൂമുകൾ", // 434 adminItemsKindBedrooms
  "പുതുക്കിപ്പണിയുടെ രണ്ട് ഗാലറി ഫോട്ടോകൾ അടുത്തടുത്ത് കാണിക്കാം; നടുവിലെ വര നീക്കി സന്ദർശകർക്ക് മുമ്പും ശേഷവും താരതമ്യം ചെയ്യാം.", // 435 adminItemsKindBeforeAfterNote
  "പണിക്ക് മുമ്പുള്ള ഫോട്ടോ", // 436 adminItemsKindBeforePhoto
  "ബ്ലോഗ് പോസ്റ്റ് ചേർക്കാനായില്ല. വീണ്ടും ശ്രമിക്കുക.", // 437 adminItemsKindBlogCreateFailed
  "ബ്ലോഗ് പോസ്റ്റ് ചേർത്തു!", // 438 adminItemsKindBlogCreated
  "ബ്ലോഗ് പോസ്റ്റ് ലോഡ് ചെയ്യാനായില്ല. വീണ്ടും ശ്രമിക്കുക.", // 439 adminItemsKindBlogLoadFailed
  "ബ്ലോഗ് പോസ്റ്റ് ഡിലീറ്റ് ചെയ്യാനായില്ല. വീണ്ടും ശ്രമിക്കുക.", // 440 adminItemsKindBlogPostDeleteFailed
  "ബ്ലോഗ് പോസ്റ്റ്", // 441 adminItemsKindBlogPostNoun
  "ബ്ലോഗ് പോസ്റ്റുകൾ", // 442 adminItemsKindBlogPostsNoun
  "ബ്ലോഗ് പോസ്റ്റ് പുതുക്കാനായില്ല. വീണ്ടും ശ്രമിക്കുക.", // 443 adminItemsKindBlogUpdateFailed
  "ബ്ലോഗ് പോസ്റ്റ് പുതുക്കി!", // 444 adminItemsKindBlogUpdated
  "ബ്ലോഗ് പോസ്റ്റുകൾ ലോഡ് ചെയ്യാനായില്ല. വീണ്ടും ശ്രമിക്കുക.", // 445 adminItemsKindBlogsLoadFailed
  "ബിൽറ്റ്-അപ്പ് ഏരിയ (ച.അടി)", // 446 adminItemsKindBuiltUpSqft
  "വിഭാഗം", // 447 adminItemsKindCategory
  "കൊമേഴ്സ്യൽ", // 448 adminItemsKindCommercial
  "പൂർത്തിയായി", // 449 adminItemsKindCompleted
  "ഈ ബ്ലോഗ് പോസ്റ്റ് ഡിലീറ്റ് ചെയ്യണോ?", // 450 adminItemsKindConfirmDeleteBlogPost
  "ഈ ഗാലറി ഇനം ഡിലീറ്റ് ചെയ്യണോ?", // 451 adminItemsKindConfirmDeleteGalleryItem
  "ഈ പ്രോജക്ട് ഡിലീറ്റ് ചെയ്യണോ?", // 452 adminItemsKindConfirmDeleteProject
  "കവർ ഫോട്ടോ ഡിലീറ്റ് ചെയ്യണോ?", // 453 adminItemsKindConfirmRemoveCover
  "നിർമ്മാണം", // 454 adminItemsKindConstruction
  "ഉള്ളടക്കം", // 455 adminItemsKindContent
  "സേവ് ചെയ്യുമ്പോൾ ഈ ഫോട്ടോ കവർ ആകും.", // 456 adminItemsKindCoverChosenNote
  "ഗാലറിയിൽ നിന്ന് തിരഞ്ഞെടുത്ത കവർ ഫോട്ടോ", // 457 adminItemsKindCoverFromGallery
  "കവർ ഫോട്ടോ", // 458 adminItemsKindCoverImage
  "കവർ ഫോട്ടോ നീക്കി. ഉറപ്പാക്കാൻ മാറ്റങ്ങൾ സേവ് ചെയ്യുക.", // 459 adminItemsKindCoverRemoved
  "പുതിയ ബ്ലോഗ് പോസ്റ്റ് എഴുതുക", // 460 adminItemsKindCreateNewBlogPost
  "പുതിയ പ്രോജക്ട് ചേർക്കുക", // 461 adminItemsKindCreateNewProject
  "പ്രോജക്ട് ചേർക്കുക", // 462 adminItemsKindCreateProject
  "ഇപ്പോഴുള്ള കവർ ഫോട്ടോ", // 463 adminItemsKindCurrentCover
  "ഇപ്പോഴുള്ള ഗാലറി ഫോട്ടോകൾ", // 464 adminItemsKindCurrentGalleryImages
  "ഇപ്പോഴുള്ള ഫോട്ടോകൾ", // 465 adminItemsKindCurrentImages
  "തീയതി", // 466 adminItemsKindDateHeading
  "വിവരണം", // 467 adminItemsKindDescription
  "ഡിസൈൻ", // 468 adminItemsKindDesign
  "പണിക്കെടുത്ത സമയം (മാസം)", // 469 adminItemsKindDurationMonths
  "ബ്ലോഗ് പോസ്റ്റ് എഡിറ്റ് ചെയ്യുക", // 470 adminItemsKindEditBlogPost
  "ഗാലറി എഡിറ്റ് ചെയ്യുക", // 471 adminItemsKindEditGallery
  "പ്രോജക്ട് എഡിറ്റ് ചെയ്യുക", // 472 adminItemsKindEditProject
  "നിലകൾ", // 473 adminItemsKindFloors
  "ഫോട്ടോകൾ ഗാലറിയിൽ ചേർത്തു!", // 474 adminItemsKindGalleryCreated
  "ഗാലറി ഫോട്ടോകൾ", // 475 adminItemsKindGalleryImages
  "ഗാലറി ഫോട്ടോകൾ ലോഡ് ചെയ്യാനായില്ല. വീണ്ടും ശ്രമിക്കുക.", // 476 adminItemsKindGalleryImagesLoadFailed
  "ഗാലറി ഇനം ഡിലീറ്റ് ചെയ്യാനായില്ല. വീണ്ടും ശ്രമിക്കുക.", // 477 adminItemsKindGalleryItemDeleteFailed
  "ഗാലറി ഇനം", // 478 adminItemsKindGalleryItemNoun
  "ഗാലറി ഇനം", // 479 adminItemsKindGalleryItemUntitled
  "ഗാലറി ഇനങ്ങൾ", // 480 adminItemsKindGalleryItemsNoun
  "ഗാലറി വിവരങ്ങൾ ലോഡ് ചെയ്യാനായില്ല. വീണ്ടും ശ്രമിക്കുക.", // 481 adminItemsKindGalleryLoadFailed
  "ഗാലറി പുതുക്കി!", // 482 adminItemsKindGalleryUpdated
  "പൊതുവായവ", // 483 adminItemsKindGeneral
  "PNG, JPG, GIF — 10MB വരെ", // 484 adminItemsKindHint10mb
  "PNG, JPG, GIF — 5MB വരെ", // 485 adminItemsKindHint5mb
  "ഫോട്ടോ", // 486 adminItemsKindImageNoun
  "ഫോട്ടോകൾ", // 487 adminItemsKindImages
  "ഫോട്ടോകൾ", // 488 adminItemsKindImagesNoun
  "ഇൻഡസ്ട്രിയൽ", // 489 adminItemsKindIndustrial
  "ഇന്റീരിയർ ഡിസൈൻ", // 490 adminItemsKindInteriorDesign
  "പ്രദേശം", // 491 adminItemsKindLocality
  "ഉദാ. കവടിയാർ", // 492 adminItemsKindLocalityHint
  "സ്ഥലം", // 493 adminItemsKindLocation
  "ബ്ലോഗ് പോസ്റ്റുകൾ", // 494 adminItemsKindManageBlogs
  "ഗാലറി", // 495 adminItemsKindManageGallery
  "പ്രോജക്ടുകൾ", // 496 adminItemsKindManageProjects
  "പുതിയ കവർ ഫോട്ടോ", // 497 adminItemsKindNewCover
  "പുതിയ ഗാലറി ഫോട്ടോകൾ", // 498 adminItemsKindNewGalleryImages
  "പുതിയ ഫോട്ടോകൾ", // 499 adminItemsKindNewImages
  "ബ്ലോഗ് പോസ്റ്റുകളൊന്നുമില്ല. ആദ്യ പോസ്റ്റ് ചേർക്കൂ!", // 500 adminItemsKindNoBlogPosts
  "വിഭാഗമില്ല", // 501 adminItemsKindNoCategory
  "വിവരണമില്ല", // 502 adminItemsKindNoDescription
  "ഗാലറിയിൽ ഫോട്ടോകളൊന്നുമില്ല.", // 503 adminItemsKindNoGalleryImages
  "പ്രോജക്ടുകളൊന്നുമില്ല. ആദ്യ പ്രോജക്ട് ചേർക്കൂ!", // 504 adminItemsKindNoProjects
  "ഒന്നുമില്ല", // 505 adminItemsKindNone
  "നൽകിയിട്ടില്ല", // 506 adminItemsKindNotGiven
  "പണി നടക്കുന്നു", // 507 adminItemsKindOngoing
  "പാക്കേജ്", // 508 adminItemsKindPackage
  "പ്ലോട്ട് (സെന്റ്)", // 509 adminItemsKindPlotCents
  "പ്ലോട്ടിന്റെ വലിപ്പം (സെന്റ്)", // 510 adminItemsKindPlotSize
  "നിരക്ക് പാക്കേജ്", // 511 adminItemsKindPricePackage
  "സേവനങ്ങൾ പേജിലെ പേര്, ഉദാ. Premium", // 512 adminItemsKindPricePackageHint
  "പ്രോജക്ട് ചേർക്കാനായില്ല. വീണ്ടും ശ്രമിക്കുക.", // 513 adminItemsKindProjectCreateFailed
  "പ്രോജക്ട് ചേർത്തു!", // 514 adminItemsKindProjectCreated
  "പ്രോജക്ട് ഡിലീറ്റ് ചെയ്യാനായില്ല. വീണ്ടും ശ്രമിക്കുക.", // 515 adminItemsKindProjectDeleteFailed
  "പ്രോജക്ട് വിവരങ്ങൾ", // 516 adminItemsKindProjectFacts
  "നിർബന്ധമില്ല. കാർഡുകളിൽ ഇവയിൽ ചിലത് ഒരു വരിയിൽ കാണിക്കും; പ്രോജക്ട് പേജിൽ എല്ലാം.", // 517 adminItemsKindProjectFactsNote
  "പ്രോജക്ട്", // 518 adminItemsKindProjectHeading
  "പ്രോജക്ട് ലോഡ് ചെയ്യാനായില്ല. വീണ്ടും ശ്രമിക്കുക.", // 519 adminItemsKindProjectLoadFailed
  "പ്രോജക്ട്", // 520 adminItemsKindProjectNoun
  "പ്രോജക്ട് പുതുക്കാനായില്ല. വീണ്ടും ശ്രമിക്കുക.", // 521 adminItemsKindProjectUpdateFailed
  "പ്രോജക്ട് പുതുക്കി!", // 522 adminItemsKindProjectUpdated
  "പ്രോജക്ടുകൾ", // 523 adminItemsKindProjectsCaption
  "പ്രോജക്ടുകൾ ലോഡ് ചെയ്യാനായില്ല. വീണ്ടും ശ്രമിക്കുക.", // 524 adminItemsKindProjectsLoadFailed
  "പ്രോജക്ടുകൾ", // 525 adminItemsKindProjectsNoun
  "ബ്ലോഗ് പോസ്റ്റ് പ്രസിദ്ധീകരിക്കുക", // 526 adminItemsKindPublishBlogPost
  "പ്രസിദ്ധീകരിക്കുന്നു...", // 527 adminItemsKindPublishing
  "കവർ ഫോട്ടോ നീക്കുക", // 528 adminItemsKindRemoveCover
  "പുതുക്കിപ്പണി", // 529 adminItemsKindRenovation
  "റെസിഡൻഷ്യൽ", // 530 adminItemsKindResidential
  "മാറ്റങ്ങൾ സേവ് ചെയ്യുക", // 531 adminItemsKindSaveChanges
  "ഡ്രാഫ്റ്റ് സേവ് ചെയ്യുക", // 532 adminItemsKindSaveDraft
  "സേവ് ചെയ്യുന്നു...", // 533 adminItemsKindSaving
  "പോസ്റ്റ് ഷെഡ്യൂൾ ചെയ്യുക", // 534 adminItemsKindSchedulePost
  "ബ്ലോഗ് പോസ്റ്റുകൾ തിരയുക", // 535 adminItemsKindSearchBlogPosts
  "തലക്കെട്ട്, ഉള്ളടക്കം, എഴുതിയ ആൾ എന്നിവ വഴി തിരയുക", // 536 adminItemsKindSearchBlogPostsPlaceholder
  "ഗാലറി ഇനങ്ങൾ തിരയുക", // 537 adminItemsKindSearchGalleryItems
  "തലക്കെട്ട്, വിവരണം എന്നിവ വഴി തിരയുക", // 538 adminItemsKindSearchGalleryPlaceholder
  "പ്രോജക്ടുകൾ തിരയുക", // 539 adminItemsKindSearchProjects
  "തലക്കെട്ട്, വിവരണം, സ്ഥലം എന്നിവ വഴി തിരയുക", // 540 adminItemsKindSearchProjectsPlaceholder
  "നില", // 541 adminItemsKindStatus
  "അയയ്ക്കുന്നു...", // 542 adminItemsKindSubmitting
  "ടാഗുകൾ", // 543 adminItemsKindTags
  "ടാഗുകൾ കോമ ഇട്ട് വേർതിരിക്കുക, ഉദാ. പുതുക്കിപ്പണി, കേരള വീടുകൾ", // 544 adminItemsKindTagsHint
  "ഈ ഗാലറി ഇനം", // 545 adminItemsKindThisGalleryItem
  "നുറുങ്ങുകളും ഉപദേശങ്ങളും", // 546 adminItemsKindTipsAdvice
  "തലക്കെട്ട്", // 547 adminItemsKindTitle
  "വിഭാഗമില്ല", // 548 adminItemsKindUncategorized
  "ബ്ലോഗ് പോസ്റ്റ് പുതുക്കുക", // 549 adminItemsKindUpdateBlogPost
  "പുതുക്കാനായില്ല. വീണ്ടും ശ്രമിക്കുക.", // 550 adminItemsKindUpdateFailed
  "ഗാലറി പുതുക്കുക", // 551 adminItemsKindUpdateGallery
  "പുതുക്കുന്നു...", // 552 adminItemsKindUpdating
  "അപ്‌ലോഡ് നടന്നില്ല. വീണ്ടും ശ്രമിക്കുക.", // 553 adminItemsKindUploadFailed
  "ഫോട്ടോകൾ അപ്‌ലോഡ് ചെയ്യുക", // 554 adminItemsKindUploadImages
  "അപ്‌ലോഡ് ചെയ്യുന്നു...", // 555 adminItemsKindUploading
  "വർഷം", // 556 adminItemsKindYear
  "പൂർത്തിയായതോ തുടങ്ങിയതോ ആയ വർഷം ({from}–{to})", // 557 adminItemsKindYearHint
  "പേജ് വിടുക", // 558 adminItemsLeave
  "ഈ പേജിൽ നിന്ന് പോകണോ? മാറ്റങ്ങൾ സേവ് ചെയ്തിട്ടില്ല.", // 559 adminItemsLeaveQuestion
  "കൂടുതൽ കാണിക്കുക", // 560 adminItemsLoadMore
  "കൂടുതൽ ലോഡ് ചെയ്യാനായില്ല. കണക്ഷൻ പരിശോധിച്ച് വീണ്ടും ശ്രമിക്കുക.", // 561 adminItemsLoadMoreFailed
  "ലോഡ് ചെയ്യുന്നു…", // 562 adminItemsLoading
  "മുമ്പത്തെ പതിപ്പുകളൊന്നുമില്ല: ഇനി ഓരോ സേവും ഇവിടെ സൂക്ഷിക്കും.", // 563 adminItemsNoEarlierVersions
  "“{query}” എന്നതിന് ചേരുന്ന {noun} ഇല്ല.", // 564 adminItemsNoMatch
  "(ഒന്നുമില്ല)", // 565 adminItemsNoneValue
  "(പുതിയ ടാബിൽ തുറക്കും)", // 566 adminItemsOpensInNewTab
  "{n} / {count}", // 567 adminItemsPhotoOf
  "പ്രിവ്യൂ", // 568 adminItemsPreview
  "പ്രിവ്യൂ തുറക്കാനായില്ല. വീണ്ടും ശ്രമിക്കുക.", // 569 adminItemsPreviewFailed
  "പ്രിവ്യൂ: {name}", // 570 adminItemsPreviewName
  "പ്രസിദ്ധീകരിക്കേണ്ട സമയം", // 571 adminItemsPublishOn
  "പ്രസിദ്ധീകരിക്കേണ്ട തീയതിയും സമയവും തിരഞ്ഞെടുക്കുക", // 572 adminItemsPublishTimeMissing
  "പ്രസിദ്ധീകരിച്ചു", // 573 adminItemsPublished
  "സേവ് ചെയ്താലുടൻ സന്ദർശകർക്ക് കാണാം.", // 574 adminItemsPublishedHint
  "പ്രസിദ്ധീകരണം", // 575 adminItemsPublishingLegend
  "തിരികെ കൊണ്ടുവരിക", // 576 adminItemsRestore
  "പതിപ്പ് തിരികെ കൊണ്ടുവരാനായില്ല. വീണ്ടും ശ്രമിക്കുക.", // 577 adminItemsRestoreFailed
  "{when} സേവ് ചെയ്ത പതിപ്പ് തിരികെ കൊണ്ടുവരണോ? ഇപ്പോഴുള്ളത് ചരിത്രത്തിൽ തുടരും.", // 578 adminItemsRestoreQuestion
  "{when} സേവ് ചെയ്ത പതിപ്പ് തിരികെ കൊണ്ടുവന്നു.", // 579 adminItemsRestored
  "സെഷൻ അവസാനിച്ചതിനാൽ വീണ്ടും ലോഗിൻ ചെയ്യേണ്ടിവന്നു. നിങ്ങൾ ടൈപ്പ് ചെയ്തത് തിരികെ കിട്ടി; തിരഞ്ഞെടുത്തിരുന്ന ഫോട്ടോകൾ വീണ്ടും ചേർക്കുക.", // 580 adminItemsRestoredNote
  "ഇപ്പോൾ സേവ് ചെയ്തതുതന്നെ.", // 581 adminItemsSameAsNow
  "ഇപ്പോഴുള്ളത്", // 582 adminItemsSavedNow
  "ഷെഡ്യൂൾ ചെയ്തു", // 583 adminItemsScheduled
  "ഷെഡ്യൂൾ ചെയ്തു · {when}", // 584 adminItemsScheduledFor
  "നിങ്ങൾ തിരഞ്ഞെടുക്കുന്ന സമയത്ത് തനിയെ പ്രസിദ്ധീകരിക്കും.", // 585 adminItemsScheduledHint
  "തിരയുക", // 586 adminItemsSearch
  "{noun}: {total}-ൽ {shown} എണ്ണം കാണിക്കുന്നു", // 587 adminItemsShowing
  "പേജിന്റെ വിലാസം: {address}", // 588 adminItemsSlugAddress
  "ഒഴിച്ചിട്ടാൽ തലക്കെട്ടിൽ നിന്ന് ഉണ്ടാക്കും: {address}", // 589 adminItemsSlugFromTitle
  "ഇംഗ്ലീഷ് അക്ഷരങ്ങളോ അക്കങ്ങളോ ഉപയോഗിക്കുക (a മുതൽ z, 0 മുതൽ 9).", // 590 adminItemsSlugInvalid
  "ഒഴിച്ചിട്ടാൽ തലക്കെട്ടിൽ നിന്ന് ഉണ്ടാക്കും.", // 591 adminItemsSlugMadeFromTitle
  ". പഴയ വിലാസം {address} ഇനി ഇവിടേക്ക് എത്തിക്കും.", // 592 adminItemsSlugOldAddress
  "എന്തോ പിശക് സംഭവിച്ചു. വീണ്ടും ശ്രമിക്കുക.", // 593 adminItemsSomethingWrong
  "ഈ പതിപ്പ്", // 594 adminItemsThisVersion
  "ആകെ: {total}", // 595 adminItemsTotal
  "ട്രാഷിലേക്ക് മാറ്റി; {days} ദിവസം അവിടെ ഉണ്ടാകും.", // 596 adminItemsTrashedMoved
  "ട്രാഷ് തുറന്ന്", // 597 adminItemsTrashedOpen
  "തിരികെ കൊണ്ടുവരാം.", // 598 adminItemsTrashedRestore
  "വീണ്ടും ശ്രമിക്കുക", // 599 adminItemsTryAgain
  "സേവ് ചെയ്യാത്ത മാറ്റങ്ങൾ", // 600 adminItemsUnsavedChanges
  "പേരില്ലാത്ത പ്രോജക്ട്", // 601 adminItemsUntitledProject
  "വെബ് വിലാസം (URL)", // 602 adminItemsUrl
  "സൈറ്റിൽ കാണുക", // 603 adminItemsViewOnSite
  "അഡ്മിൻ ഭാഗത്തെ മെനുകളും ബട്ടണുകളും സന്ദേശങ്ങളും, നിങ്ങൾക്ക് മാത്രം. പൊതു സൈറ്റിന്റെ ഭാഷകൾ മാറില്ല.", // 604 adminLanguageHint
  "ഭാഷ സേവ് ചെയ്തില്ല.", // 605 adminLanguageNotSaved
  "ഭാഷ സേവ് ചെയ്തില്ല. കണക്ഷൻ പരിശോധിച്ച് വീണ്ടും ശ്രമിക്കുക.", // 606 adminLanguageOffline
  "ഭാഷ സേവ് ചെയ്യുക", // 607 adminLanguageSave
  "അഡ്മിൻ ഭാഗം ഇനി മലയാളത്തിൽ.", // 608 adminLanguageSaved
  "സേവ് ചെയ്യുന്നു...", // 609 adminLanguageSaving
  "അഡ്മിൻ ഭാഷ", // 610 adminLanguageTitle
  "അവ തിരികെ ചേർക്കുക", // 611 adminPhotosAddBackMany
  "തിരികെ ചേർക്കുക", // 612 adminPhotosAddBackOne
  "ആ ഫോട്ടോ ഇതിൽ ഇതിനകം ഉണ്ട്, അതിനാൽ ഒഴിവാക്കി.", // 613 adminPhotosAlreadyStored
  "{n}-ാം ഫോട്ടോ നീക്കുന്നത് റദ്ദാക്കി; പഴയ സ്ഥാനത്തു തന്നെയുണ്ട്.", // 614 adminPhotosCancelled
  "ഒരു ഫോട്ടോ തിരഞ്ഞെടുക്കുക", // 615 adminPhotosChooseImage
  "ഫോട്ടോകൾ തിരഞ്ഞെടുക്കുക", // 616 adminPhotosChooseImages
  "എല്ലാം നീക്കുക", // 617 adminPhotosClearAll
  "ഈ ഫോട്ടോ ഡിലീറ്റ് ചെയ്യണോ?", // 618 adminPhotosConfirmDelete
  "കവർ", // 619 adminPhotosCover
  "ഇപ്പോഴുള്ള ഫോട്ടോ {n}", // 620 adminPhotosCurrentPhoto
  "ഒഴിവാക്കുക", // 621 adminPhotosDiscard
  "ഫോട്ടോ {n} വലിച്ചുനീക്കുക", // 622 adminPhotosDrag
  "{n}-ാം ഫോട്ടോ വച്ചു.", // 623 adminPhotosDropped
  "{n}-ാം ഫോട്ടോ {count}-ൽ {place}-ാം സ്ഥാനത്ത് വച്ചു.", // 624 adminPhotosDroppedAt
  "ഒരേ ഫോട്ടോ ഒന്നിലധികം തവണ വന്നത് ഒഴിവാക്കി.", // 625 adminPhotosDuplicatesSkipped
  "ഫോട്ടോ {n} മുന്നിലേക്ക് നീക്കുക", // 626 adminPhotosEarlier
  "ഈ ഫോട്ടോ നീക്കാൻ Space അമർത്തുക, പിന്നെ ആരോ കീകൾ; വയ്ക്കാൻ വീണ്ടും Space, റദ്ദാക്കാൻ Escape.", // 627 adminPhotosInstructions
  "ഫോട്ടോ {n} ആണ് കവർ", // 628 adminPhotosIsCover
  "പേജ് അടയുന്നതിന് മുമ്പ് തിരഞ്ഞെടുത്ത {count} ഫോട്ടോകൾ ഈ ഉപകരണത്തിൽ സൂക്ഷിച്ചിട്ടുണ്ട്.", // 629 adminPhotosKeptMany
  "പേജ് അടയുന്നതിന് മുമ്പ് തിരഞ്ഞെടുത്ത {count} ഫോട്ടോ ഈ ഉപകരണത്തിൽ സൂക്ഷിച്ചിട്ടുണ്ട്.", // 630 adminPhotosKeptOne
  "ഫോട്ടോ {n} പിന്നിലേക്ക് നീക്കുക", // 631 adminPhotosLater
  ", പുതിയത്: {count}", // 632 adminPhotosNewCount
  "പുതിയ ഫോട്ടോ {n} ({name})", // 633 adminPhotosNewPhoto
  "ഫോട്ടോ അയയ്ക്കാനായില്ല.", // 634 adminPhotosNotSent
  "{count} ഫോട്ടോകൾ ഇനിയും അയച്ചുകൊണ്ടിരിക്കുന്നു", // 635 adminPhotosOnTheWayMany
  "{count} ഫോട്ടോ ഇനിയും അയച്ചുകൊണ്ടിരിക്കുന്നു", // 636 adminPhotosOnTheWayOne
  "{n}-ാം ഫോട്ടോ ഇപ്പോൾ {count}-ൽ {place}-ാം സ്ഥാനത്തിനു മുകളിൽ.", // 637 adminPhotosOver
  "{count}-ൽ {n}-ാം ഫോട്ടോ എടുത്തു.", // 638 adminPhotosPickedUp
  "പ്രിവ്യൂ: {name}", // 639 adminPhotosPreviewOf
  "ഇപ്പോഴുള്ള ഫോട്ടോ {n} നീക്കുക", // 640 adminPhotosRemoveCurrent
  "പുതിയ ഫോട്ടോ നീക്കുക: {name}", // 641 adminPhotosRemoveNew
  "ഫോട്ടോ നീക്കി. ഉറപ്പാക്കാൻ മാറ്റങ്ങൾ സേവ് ചെയ്യുക.", // 642 adminPhotosRemoved
  "അയയ്ക്കുന്നു: {name}", // 643 adminPhotosSending
  "അയച്ചു", // 644 adminPhotosSent
  "പ്രോജക്ട് ചേർക്കുക", // 645 adminPhotosSharedAddProject
  "പങ്കിട്ടത് {n} / {count}: {name}", // 646 adminPhotosSharedAlt
  "ഫോണിൽ നിന്ന് {count} ഫോട്ടോകൾ പങ്കിട്ടു. ഇവ എന്തിനാണ്?", // 647 adminPhotosSharedCountMany
  "ഫോണിൽ നിന്ന് {count} ഫോട്ടോ പങ്കിട്ടു. ഇത് എന്തിനാണ്?", // 648 adminPhotosSharedCountOne
  "പുതിയ പ്രോജക്ട് തുടങ്ങുക", // 649 adminPhotosSharedNewProject
  "പങ്കിട്ട ഫോട്ടോകളൊന്നും ഇപ്പോൾ ഇല്ല. ഫോണിലെ ഗാലറിയിൽ ഫോട്ടോകൾ തിരഞ്ഞെടുത്ത് Share അമർത്തി ഈ സൈറ്റിന്റെ അഡ്മിൻ ആപ്പ് തിരഞ്ഞെടുക്കുക: അവ ഇവിടെ തുറക്കും, പുതിയ പ്രോജക്ടിനോ ഗാലറിക്കോ തയ്യാറായി.", // 650 adminPhotosSharedNone
  "നിങ്ങൾ പങ്കിട്ട ഫോട്ടോകൾ തുറക്കുന്നു…", // 651 adminPhotosSharedOpening
  "പങ്കിട്ട ഫോട്ടോകൾ", // 652 adminPhotosSharedTitle
  "ഗാലറിയിൽ ചേർക്കുക", // 653 adminPhotosSharedToGallery
  "സൂക്ഷിച്ച ഫോട്ടോ {n} / {count}", // 654 adminPhotosStoredFile
  "ഫോട്ടോ {n} കവർ ആക്കുക", // 655 adminPhotosUseAsCover
  "കണക്ഷനായി കാത്തിരിക്കുന്നു…", // 656 adminPhotosWaitingConnection
  "ഫോട്ടോകൾ അയയ്ക്കാൻ കണക്ഷനായി കാത്തിരിക്കുന്നു…", // 657 adminPhotosWaitingToSend
  "ഫോട്ടോ {n}-ൽ എന്താണ്", // 658 adminPhotosWhatImageShows
  "ഫോട്ടോയിൽ എന്താണ്", // 659 adminPhotosWhatItShows
  "ഇതിനകം ചേർന്നോ? ഇമെയിൽ വിലാസവും പാസ്‌വേഡും ഉപയോഗിച്ച് ലോഗിൻ ചെയ്യുക.", // 660 adminSignInAlreadyJoined
  "ഓതന്റിക്കേറ്റർ ആപ്പ് തുറന്ന് ഈ സൈറ്റിനായി കാണിക്കുന്ന 6 അക്ക കോഡ് നൽകുക.", // 661 adminSignInAppIntro
  "പുതിയ ലിങ്ക് ചോദിക്കുക", // 662 adminSignInAskNewLink
  "ലോഗിനിലേക്ക് മടങ്ങുക", // 663 adminSignInBackToLogin
  "ഇമെയിൽ നോക്കുക", // 664 adminSignInCheckEmail
  "പരിശോധിക്കുന്നു...", // 665 adminSignInChecking
  "ക്ഷണം പരിശോധിക്കുന്നു…", // 666 adminSignInCheckingInvitation
  "ലിങ്ക് പരിശോധിക്കുന്നു…", // 667 adminSignInCheckingLink
  "ഒരു പാസ്‌വേഡ് തിരഞ്ഞെടുക്കുക", // 668 adminSignInChoosePassword
  "പുതിയ പാസ്‌വേഡ് ഒന്നുകൂടി നൽകുക", // 669 adminSignInConfirmNewPassword
  "പാസ്‌വേഡ് ഒന്നുകൂടി നൽകുക", // 670 adminSignInConfirmPassword
  "കോപ്പി ചെയ്തു.", // 671 adminSignInCopied
  "കോഡുകൾ കോപ്പി ചെയ്യുക", // 672 adminSignInCopyCodes
  "ഇമെയിൽ വിലാസം", // 673 adminSignInEmail
  "ആപ്പിലെ 6 അക്ക കോഡ് നൽകുക.", // 674 adminSignInEnterAppCode
  "ഇമെയിൽ വിലാസം നൽകുക", // 675 adminSignInEnterEmail
  "നിങ്ങളുടെ റിക്കവറി കോഡുകളിൽ ഒന്ന് നൽകുക.", // 676 adminSignInEnterRecoveryCode
  "പാസ്‌വേഡ് മറന്നോ?", // 677 adminSignInForgotHeading
  "ലോഗിൻ ചെയ്യുന്ന ഇമെയിൽ വിലാസം നൽകുക; പുതിയ പാസ്‌വേഡ് സെറ്റ് ചെയ്യാനുള്ള ലിങ്ക് ഞങ്ങൾ അയച്ചുതരാം.", // 678 adminSignInForgotIntro
  "പാസ്‌വേഡ് മറന്നോ?", // 679 adminSignInForgotLink
  "പാസ്‌വേഡ് മറന്നു", // 680 adminSignInForgotTitle
  "ലോഗിൻ പേജിലേക്ക്", // 681 adminSignInGoToLogin
  "ലോഗിൻ പേജിലേക്ക് പോകുക", // 682 adminSignInGoToLoginPage
  "പാസ്‌വേഡുകൾ മറയ്ക്കുക", // 683 adminSignInHidePasswords
  "ഈ ലിങ്ക് പൂർണമല്ല", // 684 adminSignInIncompleteTitle
  "ഇമെയിലോ പാസ്‌വേഡോ തെറ്റാണ്. വീണ്ടും ശ്രമിക്കുക.", // 685 adminSignInInvalidLogin
  "ഈ ക്ഷണത്തിന്റെ കാലാവധി കഴിഞ്ഞു, അല്ലെങ്കിൽ ഇതിനകം ഉപയോഗിച്ചു. പുതിയ ക്ഷണത്തിനായി സൈറ്റിന്റെ ഉടമയോട് ചോദിക്കുക.", // 686 adminSignInInvitationGone
  "ഈ ക്ഷണം ഇനി പ്രവർത്തിക്കില്ല", // 687 adminSignInInvitationGoneTitle
  "ക്ഷണ ലിങ്കിന്റെ ഒരു ഭാഗം കാണുന്നില്ല. അത് വന്ന സന്ദേശത്തിൽ നിന്ന് വീണ്ടും തുറക്കുക, അല്ലെങ്കിൽ മുഴുവനായി കോപ്പി ചെയ്ത് അഡ്രസ് ബാറിൽ ഒട്ടിക്കുക.", // 688 adminSignInInvitationIncomplete
  "ക്ഷണം പരിശോധിക്കാനായില്ല", // 689 adminSignInInvitationUnchecked
  "{email} എന്ന വിലാസത്തിലാണ് നിങ്ങളെ ക്ഷണിച്ചത്. ഈ വിലാസം ഉപയോഗിച്ചാണ് നിങ്ങൾ ലോഗിൻ ചെയ്യേണ്ടത്.", // 690 adminSignInInvitedAs
  "ചേരുക", // 691 adminSignInJoin
  "{site} വെബ്സൈറ്റിന്റെ ടീമിൽ {role} ആയി ചേരുക", // 692 adminSignInJoinAs
  "ചേരാനായില്ല. വീണ്ടും ശ്രമിക്കുക.", // 693 adminSignInJoinFailed
  "ടീമിൽ ചേരുക", // 694 adminSignInJoinTitle
  "ചേരുന്നു...", // 695 adminSignInJoining
  "സൂക്ഷിച്ചുവച്ചു: തുടരുക", // 696 adminSignInKeptThem
  "ഈ ലിങ്ക് ഇനി പ്രവർത്തിക്കില്ല", // 697 adminSignInLinkGoneTitle
  "ലിങ്കിന്റെ ഒരു ഭാഗം കാണുന്നില്ല. ഇമെയിലിൽ നിന്ന് വീണ്ടും തുറക്കുക, അല്ലെങ്കിൽ മുഴുവനായി കോപ്പി ചെയ്ത് അഡ്രസ് ബാറിൽ ഒട്ടിക്കുക.", // 698 adminSignInLinkIncomplete
  "ആ വിലാസത്തിൽ ഒരു അക്കൗണ്ട് ഉണ്ടെങ്കിൽ, പുതിയ പാസ്‌വേഡ് സെറ്റ് ചെയ്യാനുള്ള ലിങ്ക് അയച്ചിട്ടുണ്ട്.", // 699 adminSignInLinkOnItsWay
  "ലിങ്ക് പരിശോധിക്കാനായില്ല", // 700 adminSignInLinkUnchecked
  "ലോഗിൻ ചെയ്യുന്നു...", // 701 adminSignInLoggingIn
  "ലോഗിൻ", // 702 adminSignInLoginTitle
  "ഫോൺ നഷ്ടപ്പെട്ടോ? റിക്കവറി കോഡ് ഉപയോഗിക്കുക", // 703 adminSignInLostPhone
  "{site} വെബ്സൈറ്റ് നോക്കിനടത്താൻ ലോഗിൻ ചെയ്യുക.", // 704 adminSignInManage
  "ടീമിലെ മറ്റുള്ളവർ കാണുന്ന പേര്.", // 705 adminSignInNameHint
  "പേര് നൽകണം", // 706 adminSignInNameRequired
  "പേര് 80 അക്ഷരത്തിൽ താഴെയാക്കുക", // 707 adminSignInNameTooLong
  "പുതിയ പാസ്‌വേഡ്", // 708 adminSignInNewPassword
  "ഈ വെബ്സൈറ്റിൽ നിന്ന് ഇമെയിൽ പോകില്ല, അതിനാൽ ലിങ്ക് ഒന്നും അയച്ചിട്ടില്ല. സൈറ്റിന്റെ ഉടമയോട് ചോദിക്കുക: അഡ്മിനിലെ അക്കൗണ്ടുകൾ എന്ന ഭാഗത്ത് ഏത് അക്കൗണ്ടിനും പുതിയ പാസ്‌വേഡ് സെറ്റ് ചെയ്യാനുള്ള ലിങ്ക് അവർക്ക് ഉണ്ടാക്കാം.", // 709 adminSignInNoMailText
  "ഈ സൈറ്റിന് ഇമെയിൽ അയയ്ക്കാനാവില്ല", // 710 adminSignInNoMailTitle
  "പാസ്‌കീ ഉപയോഗിച്ചില്ല. വീണ്ടും ശ്രമിക്കുക, അല്ലെങ്കിൽ പാസ്‌വേഡ് ഉപയോഗിച്ച് ലോഗിൻ ചെയ്യുക.", // 711 adminSignInNoPasskeyUsed
  "കുറച്ച് മിനിറ്റ് കഴിഞ്ഞിട്ടും ഒന്നും വന്നില്ലേ? സ്പാം ഫോൾഡർ നോക്കുക, അല്ലെങ്കിൽ വീണ്ടും ചോദിക്കുക.", // 712 adminSignInNothingYet
  "ഈ ഫോണിൽ: ഓതന്റിക്കേറ്റർ ആപ്പ് തുറക്കുക", // 713 adminSignInOpenApp
  "എല്ലാ അക്കൗണ്ടുകൾക്കും രണ്ടാം ഘട്ടം വേണമെന്ന് സൈറ്റിന്റെ ഉടമ ആവശ്യപ്പെടുന്നു. ഈ സൈറ്റ് ഒരു ഓതന്റിക്കേറ്റർ ആപ്പിൽ ചേർക്കുക (Google Authenticator, Microsoft Authenticator, 1Password…):", // 714 adminSignInOwnerAsks
  "പാസ്‌വേഡ്", // 715 adminSignInPassword
  "കുറഞ്ഞത് {count} അക്ഷരങ്ങൾ. ഓർമ്മയിൽ നിൽക്കുന്ന ഏതാനും വാക്കുകൾ ചേർത്താൽ നല്ല പാസ്‌വേഡ് ആകും.", // 716 adminSignInPasswordHint
  "പാസ്‌വേഡ് സെറ്റ് ചെയ്തില്ല. വീണ്ടും ശ്രമിക്കുക.", // 717 adminSignInPasswordNotSet
  "പുതിയ പാസ്‌വേഡ് സെറ്റ് ചെയ്തു. അതുപയോഗിച്ച് ലോഗിൻ ചെയ്യുക.", // 718 adminSignInPasswordSet
  "കുറഞ്ഞത് {count} അക്ഷരങ്ങൾ വേണം", // 719 adminSignInPasswordTooShort
  "രണ്ട് പാസ്‌വേഡുകളും ഒന്നല്ല", // 720 adminSignInPasswordsDiffer
  "നിങ്ങളുടെ കീ തയ്യാറാക്കുന്നു…", // 721 adminSignInPreparingKey
  "ഓതന്റിക്കേറ്റർ ആപ്പ് ഉപയോഗിച്ച് സ്കാൻ ചെയ്യാനുള്ള QR കോഡ്", // 722 adminSignInQrAlt
  "റിക്കവറി കോഡ്", // 723 adminSignInRecoveryCode
  "റിക്കവറി കോഡുകൾ", // 724 adminSignInRecoveryCodes
  "രണ്ട്-ഘട്ട ലോഗിൻ ഓൺ ചെയ്തപ്പോൾ സൂക്ഷിച്ചുവച്ച റിക്കവറി കോഡുകളിൽ ഒന്ന് നൽകുക.", // 725 adminSignInRecoveryIntro
  "ഫോൺ നഷ്ടപ്പെട്ടാൽ, ആപ്പിന് പകരം ഈ ഓരോ കോഡും ഉപയോഗിച്ച് ഒരു തവണ ലോഗിൻ ചെയ്യാം. ഫോണിൽ നിന്ന് മാറി, സുരക്ഷിതമായ ഒരിടത്ത് സൂക്ഷിക്കുക: ഇവ ഇപ്പോൾ മാത്രമേ കാണിക്കൂ.", // 726 adminSignInRecoveryText
  "നിങ്ങളുടെ റിക്കവറി കോഡുകൾ", // 727 adminSignInRecoveryTitle
  "ഈ ലിങ്കിന്റെ കാലാവധി കഴിഞ്ഞു, അല്ലെങ്കിൽ ഇതിനകം ഉപയോഗിച്ചു. പുതിയൊരെണ്ണം ചോദിക്കുക.", // 728 adminSignInResetGone
  "{email}-ന് പുതിയ പാസ്‌വേഡ് സെറ്റ് ചെയ്യുക. പിന്നെ അതുപയോഗിച്ച് ലോഗിൻ ചെയ്യാം; ലോഗിൻ ചെയ്തിരിക്കുന്ന എല്ലാ ഉപകരണങ്ങളും ലോഗൗട്ട് ആകും, നിങ്ങളുടെ പാസ്‌കീകൾ നീക്കം ചെയ്യപ്പെടും (നിങ്ങളുടെ അക്കൗണ്ട് പേജിൽ നിന്ന് വീണ്ടും ചേർക്കാം).", // 729 adminSignInResetIntro
  "പുതിയ പാസ്‌വേഡ് സെറ്റ് ചെയ്യുക", // 730 adminSignInResetTitle
  "സേവ് ചെയ്യുന്നു...", // 731 adminSignInSaving
  "മുകളിലെ കോഡുകൾ സെലക്ട് ചെയ്ത് കോപ്പി ചെയ്യുക.", // 732 adminSignInSelectCodes
  "ലിങ്ക് അയച്ചുതരൂ", // 733 adminSignInSendLink
  "അയയ്ക്കുന്നു...", // 734 adminSignInSending
  "ഇത് ലോഗിൻ ചെയ്തിരിക്കുന്ന എല്ലാ ഉപകരണങ്ങളെയും ലോഗൗട്ട് ചെയ്യും.", // 735 adminSignInServerSignsOut
  "അവിടെ, വെബ്സൈറ്റിന്റെ ഫോൾഡറിൽ, ഈ കമാൻഡ് ഉപയോഗിച്ചും പാസ്‌വേഡ് സെറ്റ് ചെയ്യാം:", // 736 adminSignInServerText
  "വെബ്സൈറ്റിന്റെ സെർവർ നോക്കുന്നയാൾക്ക്", // 737 adminSignInServerTitle
  "പുതിയ പാസ്‌വേഡ് സെറ്റ് ചെയ്യുക", // 738 adminSignInSetPassword
  "പാസ്‌വേഡുകൾ കാണിക്കുക", // 739 adminSignInShowPasswords
  "ലോഗിൻ ചെയ്യുക", // 740 adminSignInSignIn
  "വീണ്ടും ലോഗിൻ ചെയ്യുക", // 741 adminSignInSignInAgain
  "6 അക്ക കോഡ്", // 742 adminSignInSixDigitCode
  "എന്തോ പിഴവ് സംഭവിച്ചു. വീണ്ടും ശ്രമിക്കുക.", // 743 adminSignInSomethingWrong
  "ആദ്യം ഇമെയിൽ വിലാസവും പാസ്‌വേഡും ഉപയോഗിച്ച് ലോഗിൻ ചെയ്യുക.", // 744 adminSignInStartWithPassword
  "ഈ", // 745 adminSignInTheSite
  "പിന്നെ ആപ്പിൽ കാണുന്ന 6 അക്ക കോഡ് നൽകുക.", // 746 adminSignInThenEnterCode
  "ഒരുപാട് തവണ ലോഗിൻ ചെയ്യാൻ ശ്രമിച്ചു. കുറച്ച് മിനിറ്റ് കാത്തിരുന്ന് വീണ്ടും ശ്രമിക്കുക.", // 747 adminSignInTooManyAttempts
  "ഒരുപാട് തവണ ലോഗിൻ ചെയ്യാൻ ശ്രമിച്ചു. {count} മിനിറ്റ് കാത്തിരുന്ന് വീണ്ടും ശ്രമിക്കുക.", // 748 adminSignInTooManyAttemptsMany
  "ഒരുപാട് തവണ ലോഗിൻ ചെയ്യാൻ ശ്രമിച്ചു. {count} മിനിറ്റ് കാത്തിരുന്ന് വീണ്ടും ശ്രമിക്കുക.", // 749 adminSignInTooManyAttemptsOne
  "ഒരുപാട് അഭ്യർത്ഥനകൾ വന്നു. കുറച്ചുനേരം കാത്തിരുന്ന് വീണ്ടും ശ്രമിക്കുക.", // 750 adminSignInTooManyRequests
  "ഒരുപാട് അഭ്യർത്ഥനകൾ വന്നു. {count} മിനിറ്റ് കാത്തിരുന്ന് വീണ്ടും ശ്രമിക്കുക.", // 751 adminSignInTooManyRequestsMany
  "ഒരുപാട് അഭ്യർത്ഥനകൾ വന്നു. {count} മിനിറ്റ് കാത്തിരുന്ന് വീണ്ടും ശ്രമിക്കുക.", // 752 adminSignInTooManyRequestsOne
  "വീണ്ടും ശ്രമിക്കുക", // 753 adminSignInTryAgain
  "രണ്ട്-ഘട്ട ലോഗിൻ", // 754 adminSignInTwoStepTitle
  "അല്ലെങ്കിൽ ഈ കീ ആപ്പിൽ ടൈപ്പ് ചെയ്യുക:", // 755 adminSignInTypeKey
  "പകരം ഓതന്റിക്കേറ്റർ ആപ്പ് ഉപയോഗിക്കുക", // 756 adminSignInUseApp
  "പാസ്‌കീ ഉപയോഗിക്കുക", // 757 adminSignInUsePasskey
  "ഉറപ്പാക്കുക", // 758 adminSignInVerify
  "പാസ്‌കീക്കായി കാത്തിരിക്കുന്നു...", // 759 adminSignInWaitingPasskey
  "വീണ്ടും സ്വാഗതം", // 760 adminSignInWelcome
  "നിങ്ങളുടെ പേര്", // 761 adminSignInYourName
  "നിങ്ങൾ ആരാണെന്ന്: ഞങ്ങളെക്കുറിച്ച് പേജിലെ കഥ, നാഴികക്കല്ലുകൾ, സന്ദർശകർ കാണാൻ പോകുന്ന ആളുകൾ.", // 762 adminSiteAboutIntro
  "ടീം അംഗം", // 763 adminSiteAboutMember
  "ടീം അംഗങ്ങൾ", // 764 adminSiteAboutMemberMany
  "ടീം അംഗം {n}", // 765 adminSiteAboutMemberNumbered
  "യോഗ്യത", // 766 adminSiteAboutMemberQualification
  "നാഴികക്കല്ല്", // 767 adminSiteAboutMilestone
  "നാഴികക്കല്ലുകൾ", // 768 adminSiteAboutMilestoneMany
  "നാഴികക്കല്ല് {n}", // 769 adminSiteAboutMilestoneNumbered
  "നാഴികക്കല്ലിന്റെ വാചകം", // 770 adminSiteAboutMilestoneText
  "നാഴികക്കല്ല്", // 771 adminSiteAboutMilestoneTitle
  "വർഷം", // 772 adminSiteAboutMilestoneYear
  "ദൗത്യം", // 773 adminSiteAboutMission
  "ഞങ്ങളെക്കുറിച്ച് ഫോട്ടോ", // 774 adminSiteAboutPhoto
  "ജോലിയിലുള്ള നിങ്ങളുടെ ടീം, അല്ലെങ്കിൽ ഓഫീസ്; കഥയ്ക്കരികെ കാണിക്കും.", // 775 adminSiteAboutPhotoHint
  "കഥ മാത്രം കാണിക്കും.", // 776 adminSiteAboutPhotoNone
  "ഞങ്ങളുടെ കഥ", // 777 adminSiteAboutStory
  "ഖണ്ഡികകൾക്കിടയിൽ ഒരു ഒഴിഞ്ഞ വരി (6 വരെ).", // 778 adminSiteAboutStoryHint
  "ടീം", // 779 adminSiteAboutTeam
  "ഞങ്ങളെക്കുറിച്ച് പേജിലെ ആളുകൾ; ഫോട്ടോ ഇല്ലെങ്കിൽ പേരിന്റെ ആദ്യാക്ഷരങ്ങൾ കാണിക്കും.", // 780 adminSiteAboutTeamHint
  "നാൾവഴി", // 781 adminSiteAboutTimeline
  "ഞങ്ങളെക്കുറിച്ച് പേജിൽ വരുന്ന ക്രമത്തിൽ നാഴികക്കല്ലുകൾ.", // 782 adminSiteAboutTimelineHint
  "കാഴ്ചപ്പാട്", // 783 adminSiteAboutVision
  "ഉത്തരം", // 784 adminSiteAbroadAnswer
  "വിളിക്കാനുള്ള സമയത്തിന് താഴെയുള്ള കുറിപ്പ്", // 785 adminSiteAbroadCallNote
  "ആ സമയത്ത് വിളിക്കാൻ പറ്റാത്ത സന്ദർശകർക്ക്. ഒന്നും കാണിക്കേണ്ടെങ്കിൽ ഒഴിച്ചിടുക.", // 786 adminSiteAbroadCallNoteHint
  "വിളിക്കാനുള്ള സമയം", // 787 adminSiteAbroadCallTimes
  "ഗൾഫ് സമയത്തിലുള്ള ഓഫീസ് സമയത്തിന് താഴെ.", // 788 adminSiteAbroadCallTimesHint
  "UAE, സൗദി അറേബ്യ, ഖത്തർ, ഒമാൻ, കുവൈത്ത്, ബഹ്റൈൻ എന്നിവിടങ്ങളിൽ നിന്ന് വീട് പണിയുന്ന കുടുംബങ്ങൾക്കുള്ള പേജ്: അവർ ദൂരെയിരിക്കുമ്പോൾ നിങ്ങൾ അവരോടൊപ്പം എങ്ങനെ പ്രവർത്തിക്കുന്നു. വിളിക്കാനുള്ള സമയം നിങ്ങളുടെ ഓഫീസ് സമയമാണ് (കമ്പനി വിവരങ്ങൾ), ഗൾഫ് സമയത്തിൽ കാണിക്കും.", // 789 adminSiteAbroadIntro
  "വിദേശത്തുള്ള ഒരു കുടുംബത്തിനായി നിങ്ങൾ പണിത വീട്; വിഷയങ്ങൾക്ക് മുകളിൽ കാണിക്കും.", // 790 adminSiteAbroadPhotoHint
  "പേജിൽ ഫോട്ടോ കാണിക്കില്ല.", // 791 adminSiteAbroadPhotoNone
  "ചോദ്യം", // 792 adminSiteAbroadQuestion
  "ചോദ്യങ്ങൾ", // 793 adminSiteAbroadQuestionMany
  "ചോദ്യം {n}", // 794 adminSiteAbroadQuestionNumbered
  "ചോദ്യം", // 795 adminSiteAbroadQuestionText
  "ചോദ്യങ്ങൾ", // 796 adminSiteAbroadQuestions
  "ചോദ്യങ്ങളും ഉത്തരങ്ങളും, ഓരോന്നും ടാപ്പ് ചെയ്താൽ തുറക്കും. ഒന്നും കാണിക്കേണ്ടെങ്കിൽ ലിസ്റ്റ് ഒഴിച്ചിടുക.", // 797 adminSiteAbroadQuestionsHint
  "പേജിന്റെ മുകൾഭാഗം", // 798 adminSiteAbroadTop
  "വിഷയം", // 799 adminSiteAbroadTopic
  "വിഷയങ്ങൾ", // 800 adminSiteAbroadTopicMany
  "വിഷയം {n}", // 801 adminSiteAbroadTopicNumbered
  "വിഷയങ്ങൾ", // 802 adminSiteAbroadTopics
  "വിദേശത്തുള്ള കുടുംബം അറിയേണ്ട കാര്യങ്ങൾ, പേജിൽ വരുന്ന ക്രമത്തിൽ.", // 803 adminSiteAbroadTopicsHint
  "ഡാഷ്ബോർഡിലേക്ക് മടങ്ങുക", // 804 adminSiteBackToDashboard
  "വിലാസം", // 805 adminSiteCompanyAddress
  "കെട്ടിടവും തെരുവും, ഓരോന്നും ഓരോ വരിയിൽ (4 വരി വരെ).", // 806 adminSiteCompanyAddressHint
  "സർട്ടിഫിക്കേഷൻ", // 807 adminSiteCompanyCertification
  "നഗരം", // 808 adminSiteCompanyCity
  "ബന്ധപ്പെടാൻ", // 809 adminSiteCompanyContact
  "എല്ലാ പേജിലെയും കോൾ, വാട്ട്സ്ആപ്പ് ബട്ടണുകൾ ഈ നമ്പറുകളാണ് ഉപയോഗിക്കുന്നത്.", // 810 adminSiteCompanyContactHint
  "ഡെവലപ്പർ ക്രെഡിറ്റ്", // 811 adminSiteCompanyCredit
  "സൈറ്റ് ഉണ്ടാക്കിയവരുടെ പേര് പറയുന്ന, എല്ലാ പേജിന്റെയും അടിയിലെ വരി.", // 812 adminSiteCompanyCreditHint
  "ഡെവലപ്പർ ലിങ്ക്", // 813 adminSiteCompanyCreditUrl
  "ഇമെയിൽ", // 814 adminSiteCompanyEmail
  "സന്ദർശകർ നിങ്ങൾക്ക് എഴുതുന്ന വിലാസം.", // 815 adminSiteCompanyEmailHint
  "Facebook ലിങ്ക്", // 816 adminSiteCompanyFacebook
  "കണക്കുകൾ", // 817 adminSiteCompanyFigures
  "ഹോം, ഞങ്ങളെക്കുറിച്ച് പേജുകളിൽ പറയുന്ന കണക്കുകൾ, സെർച്ച് എഞ്ചിനുകൾക്ക് നൽകുന്ന തുടക്ക നിരക്കും.", // 818 adminSiteCompanyFiguresHint
  "തുടങ്ങിയ വർഷം", // 819 adminSiteCompanyFounded
  "പ്രവൃത്തിപരിചയത്തിന്റെ വർഷങ്ങൾ ഇതിൽ നിന്ന് കണക്കാക്കും, അതിനാൽ എല്ലാ വർഷവും ശരിയായിരിക്കും.", // 820 adminSiteCompanyFoundedHint
  "കമ്പനി", // 821 adminSiteCompanyGroup
  "ഓഫീസ് സമയം", // 822 adminSiteCompanyHours
  "കോൺടാക്ട് പേജിലും ഫൂട്ടറിലും കാണിക്കും; ഒരേ സമയമുള്ള ദിവസങ്ങൾ ഒറ്റ വരിയായി വരും.", // 823 adminSiteCompanyHoursHint
  "Instagram ലിങ്ക്", // 824 adminSiteCompanyInstagram
  "നിങ്ങളുടെ പേരും നമ്പറുകളും വിലാസവും എല്ലാ പേജിലും, കോൾ, വാട്ട്സ്ആപ്പ് ബട്ടണുകളിലും, സെർച്ച് എഞ്ചിനുകൾ വായിക്കുന്നതിലും വരും.", // 825 adminSiteCompanyIntro
  "LinkedIn ലിങ്ക്", // 826 adminSiteCompanyLinkedin
  "ലോഗോ", // 827 adminSiteCompanyLogo
  "SVG, അല്ലെങ്കിൽ പശ്ചാത്തലമില്ലാത്ത (transparent) PNG ആണ് നല്ലത്: ഹെഡറിലും ഫൂട്ടറിലും ബ്രൗസർ ടാബിലും, പേജ് ഷെയർ ചെയ്യുമ്പോഴും, സെർച്ച് എഞ്ചിനുകൾക്കും ഇത് കാണിക്കും.", // 828 adminSiteCompanyLogoHint
  "സൈറ്റിൽ പേരിനരികെ ഒരു വീടിന്റെ ചിഹ്നം കാണിക്കും.", // 829 adminSiteCompanyLogoNone
  "മാപ്പ്", // 830 adminSiteCompanyMap
  "മാപ്പ് എംബെഡ് ലിങ്ക്", // 831 adminSiteCompanyMapEmbed
  "Google Maps-ൽ: Share, പിന്നെ 'Embed a map', എന്നിട്ട് HTML കോപ്പി ചെയ്യുക. OpenStreetMap-ൽ: Share, പിന്നെ HTML. അത് മുഴുവനായി പേസ്റ്റ് ചെയ്യുക; ലിങ്ക് അതിൽ നിന്ന് എടുക്കും.", // 832 adminSiteCompanyMapHint
  "മാപ്പ് ലിങ്ക്", // 833 adminSiteCompanyMapOpen
  "'Open in Maps' തുറക്കുന്ന ലിങ്ക്: നിങ്ങളുടെ ഓഫീസിന്റെ സ്ഥലത്തിന്റെ Share ലിങ്ക്.", // 834 adminSiteCompanyMapOpenHint
  "കമ്പനിയുടെ പേര്", // 835 adminSiteCompanyName
  "ഹെഡറിലും ഫൂട്ടറിലും ബ്രൗസർ ടാബിലും കാണിക്കും.", // 836 adminSiteCompanyNameHint
  "ഫോൺ", // 837 adminSiteCompanyPhone
  "നിങ്ങളുടെ 10 അക്ക നമ്പർ, ഉദാ: 98765 43210. +91 തനിയെ ചേർക്കും.", // 838 adminSiteCompanyPhoneHint
  "പിൻ കോഡ്", // 839 adminSiteCompanyPostalCode
  "പൂർത്തിയാക്കിയ പ്രോജക്ടുകൾ", // 840 adminSiteCompanyProjects
  "റേറ്റിംഗ്", // 841 adminSiteCompanyRating
  "സന്ദർശകർക്ക് പരിശോധിക്കാവുന്നിടത്തെ (Google, Facebook…) ഉപഭോക്താക്കളുടെ റേറ്റിംഗ്: റിവ്യൂകളിലേക്കുള്ള ലിങ്കോടെ ഹോം, ഞങ്ങളെക്കുറിച്ച് പേജുകളിൽ കാണിക്കും.", // 842 adminSiteCompanyRatingHint
  "റേറ്റിംഗ് (5-ൽ)", // 843 adminSiteCompanyRatingValue
  "സംസ്ഥാനം", // 844 adminSiteCompanyRegion
  "രജിസ്ട്രേഷൻ", // 845 adminSiteCompanyRegistration
  "രജിസ്ട്രേഷനുകൾ", // 846 adminSiteCompanyRegistrationMany
  "രജിസ്ട്രേഷന്റെ പേര്", // 847 adminSiteCompanyRegistrationName
  "രജിസ്ട്രേഷൻ നമ്പർ", // 848 adminSiteCompanyRegistrationNumber
  "രജിസ്ട്രേഷൻ {n}", // 849 adminSiteCompanyRegistrationNumbered
  "രജിസ്ട്രേഷനുകൾ", // 850 adminSiteCompanyRegistrations
  "വിശ്വാസ്യതയ്ക്കായി ഫൂട്ടറിൽ കാണിക്കും: നിങ്ങളുടെ GSTIN, ISO 9001 സർട്ടിഫിക്കറ്റ് നമ്പർ, RERA നമ്പർ.", // 851 adminSiteCompanyRegistrationsHint
  "റിവ്യൂകളുടെ എണ്ണം", // 852 adminSiteCompanyReviewCount
  "റിവ്യൂകൾ എവിടെ", // 853 adminSiteCompanyReviewSource
  "റിവ്യൂ ലിങ്ക്", // 854 adminSiteCompanyReviewUrl
  "ഉപഭോക്തൃ സംതൃപ്തി", // 855 adminSiteCompanySatisfaction
  "സോഷ്യൽ മീഡിയ ലിങ്കുകൾ", // 856 adminSiteCompanySocial
  "ലിങ്ക് നൽകിയവയുടെ ഐക്കൺ മാത്രം കാണിക്കും. ഐക്കൺ മറയ്ക്കാൻ ഫീൽഡ് ഒഴിച്ചിടുക.", // 857 adminSiteCompanySocialHint
  "തുടക്ക നിരക്ക്", // 858 adminSiteCompanyStartingPrice
  "തുടക്ക നിരക്കിന്റെ യൂണിറ്റ്", // 859 adminSiteCompanyStartingPriceUnit
  "കമ്പനിയെക്കുറിച്ച്", // 860 adminSiteCompanySummary
  "ഫൂട്ടറിൽ പേരിന് താഴെ ഒന്നോ രണ്ടോ വാചകം; സെർച്ച് എഞ്ചിനുകൾക്ക് നൽകുന്ന വിവരണവും ഇതാണ്.", // 861 adminSiteCompanySummaryHint
  "ടാഗ്‌ലൈൻ", // 862 adminSiteCompanyTagline
  "ഫൂട്ടറിൽ പേരിന് താഴെ ഒരു വരി.", // 863 adminSiteCompanyTaglineHint
  "ടീം അംഗങ്ങൾ", // 864 adminSiteCompanyTeamMembers
  "YouTube ലിങ്ക്", // 865 adminSiteCompanyYoutube
  "യുഎഇ ദിർഹം", // 866 adminSiteCurrencyAed
  "ബഹ്റൈൻ ദിനാർ", // 867 adminSiteCurrencyBhd
  "കുവൈത്ത് ദിനാർ", // 868 adminSiteCurrencyKwd
  "ഒമാൻ റിയാൽ", // 869 adminSiteCurrencyOmr
  "ഖത്തർ റിയാൽ", // 870 adminSiteCurrencyQar
  "സൗദി റിയാൽ", // 871 adminSiteCurrencySar
  "{day} അവധി", // 872 adminSiteDayClosed
  "{day} അടയ്ക്കുന്ന സമയം", // 873 adminSiteDayCloses
  "വെള്ളിയാഴ്ച", // 874 adminSiteDayFriday
  "തിങ്കളാഴ്ച", // 875 adminSiteDayMonday
  "{day} തുറക്കുന്ന സമയം", // 876 adminSiteDayOpens
  "ശനിയാഴ്ച", // 877 adminSiteDaySaturday
  "ഞായറാഴ്ച", // 878 adminSiteDaySunday
  "വ്യാഴാഴ്ച", // 879 adminSiteDayThursday
  "ചൊവ്വാഴ്ച", // 880 adminSiteDayTuesday
  "ബുധനാഴ്ച", // 881 adminSiteDayWednesday
  "തലക്കെട്ട്", // 882 adminSiteFieldHeading
  "പ്രധാന തലക്കെട്ട്", // 883 adminSiteFieldHeadline
  "ഐക്കൺ", // 884 adminSiteFieldIcon
  "ആമുഖം", // 885 adminSiteFieldIntroduction
  "പേര്", // 886 adminSiteFieldName
  "ഫോട്ടോ", // 887 adminSiteFieldPhoto
  "പദവി", // 888 adminSiteFieldPosition
  "വാചകം", // 889 adminSiteFieldText
  "തലക്കെട്ട്", // 890 adminSiteFieldTitle
  "ഞങ്ങളെക്കുറിച്ചുള്ള ബാൻഡ്", // 891 adminSiteHomeAbout
  "സേവന കാർഡുകൾക്ക് താഴെ, നിങ്ങളുടെ നാല് കണക്കുകൾക്കരികെയുള്ള ഇരുണ്ട ബാൻഡ് (കണക്കുകൾ കമ്പനി വിവരങ്ങളിൽ).", // 892 adminSiteHomeAboutHint
  "ഞങ്ങളെക്കുറിച്ചുള്ള വാചകം", // 893 adminSiteHomeAboutText
  "സേവന കാർഡ്", // 894 adminSiteHomeCard
  "സേവന കാർഡുകൾ", // 895 adminSiteHomeCardMany
  "കാർഡ് {n}", // 896 adminSiteHomeCardNumbered
  "സേവനം", // 897 adminSiteHomeCardService
  "കാർഡ് തുറക്കുന്ന സേവനം.", // 898 adminSiteHomeCardServiceHint
  "കാർഡിലെ വാചകം", // 899 adminSiteHomeCardText
  "കാർഡിന്റെ തലക്കെട്ട്", // 900 adminSiteHomeCardTitle
  "സേവന കാർഡുകൾ", // 901 adminSiteHomeCards
  "ആറ് കാർഡുകൾ, ഓരോന്നും സേവനങ്ങളുടെ പേജിലെ ഒരു സേവനത്തിലേക്ക്.", // 902 adminSiteHomeCardsHint
  "പേജിന്റെ മുകൾഭാഗം", // 903 adminSiteHomeHero
  "ഹോം പേജിന്റെ ഏറ്റവും മുകളിൽ, കോൾ, വാട്ട്സ്ആപ്പ് ബട്ടണുകൾക്കരികെ.", // 904 adminSiteHomeHeroHint
  "മുകൾഭാഗത്തെ ഫോട്ടോ", // 905 adminSiteHomeHeroPhoto
  "പണി തീർന്ന ഒരു വീടിന്റെ വീതിയുള്ള ഫോട്ടോ, കുറഞ്ഞത് 1600 പിക്സൽ വീതി. സ്ക്രീൻ നിറയാൻ പാകത്തിന് മുറിക്കും.", // 906 adminSiteHomeHeroPhotoHint
  "സൈറ്റിൽ ഒരു വീടിന്റെ വര കാണിക്കും.", // 907 adminSiteHomeHeroPhotoNone
  "മുകൾഭാഗത്തെ വാചകം", // 908 adminSiteHomeHeroText
  "സന്ദർശകർ ആദ്യം കാണുന്ന സ്ക്രീൻ: പ്രധാന തലക്കെട്ട്, നിങ്ങളുടെ ഏറ്റവും നല്ല ഫോട്ടോ, മൂന്ന് കണക്കുകൾ, ആറ് സേവനങ്ങൾ.", // 909 adminSiteHomeIntro
  "ഉറപ്പുകൾ", // 910 adminSiteHomePromises
  "ഓരോ ഉപഭോക്താവിനും നിങ്ങൾ നൽകുന്ന ഉറപ്പുകൾ, ഒരു വരിയിൽ ഒന്ന് (5 വരെ).", // 911 adminSiteHomePromisesHint
  "കണക്ക് ബോക്സ്", // 912 adminSiteHomeStat
  "ലേബൽ", // 913 adminSiteHomeStatLabel
  "കണക്ക് ബോക്സുകൾ", // 914 adminSiteHomeStatMany
  "ബോക്സ് {n}", // 915 adminSiteHomeStatNumbered
  "കണക്ക്", // 916 adminSiteHomeStatValue
  "കണക്ക് ബോക്സുകൾ", // 917 adminSiteHomeStats
  "മുകൾഭാഗത്തിന് താഴെ മൂന്ന് കണക്കുകൾ.", // 918 adminSiteHomeStatsHint
  "എല്ലാ ദിവസവും 9:00–18:00", // 919 adminSiteHoursEveryDay
  "ആഴ്ച മുഴുവൻ ഇങ്ങനെ നിറയ്ക്കുക", // 920 adminSiteHoursFill
  "തിങ്കൾ–വെള്ളി 9:30–17:30, ശനി 9:30–13:30, ഞായർ അവധി", // 921 adminSiteHoursMonToFri
  "തിങ്കൾ–ശനി 9:00–18:00, ഞായർ അവധി", // 922 adminSiteHoursMonToSat
  "ഓഫീസ് സമയം: {hours}. ഏത് ദിവസവും താഴെ മാറ്റാം.", // 923 adminSiteHoursSet
  "ഇഷ്ടികച്ചുമർ", // 924 adminSiteIconBrickWall
  "ചുറ്റിക", // 925 adminSiteIconHammer
  "വീട്", // 926 adminSiteIconHouse
  "പെയിന്റ് റോളർ", // 927 adminSiteIconPaintRoller
  "പെൻസിലും സ്കെയിലും (ഡിസൈൻ)", // 928 adminSiteIconPencilRuler
  "മൺവെട്ടി", // 929 adminSiteIconShovel
  "സോഫ (ഇന്റീരിയർ)", // 930 adminSiteIconSofa
  "മിന്നൽ (ഇലക്ട്രിക്കൽ)", // 931 adminSiteIconZap
  "പോകുക", // 932 adminSiteLeave
  "സേവ് ചെയ്യാത്ത മാറ്റങ്ങളുണ്ട്. ഈ പേജ് വിട്ടാൽ അവ നഷ്ടമാകും. പോകണോ?", // 933 adminSiteLeaveQuestion
  "{noun} ചേർക്കുക", // 934 adminSiteListAdd
  "പുതിയ {noun} അവസാനം ചേർത്തു.", // 935 adminSiteListAdded
  "പരമാവധി {max}", // 936 adminSiteListAtMost
  "{name} താഴേക്ക് നീക്കുക", // 937 adminSiteListMoveDown
  "{name} മുകളിലേക്ക് നീക്കുക", // 938 adminSiteListMoveUp
  "{name} ഇപ്പോൾ {total}-ൽ {position}-ാമത്.", // 939 adminSiteListMoved
  "തിരുത്തണം", // 940 adminSiteListNeedsChange
  "{name} നീക്കുക", // 941 adminSiteListRemove
  "{name} നീക്കി. മാറ്റം വരാൻ സേവ് ചെയ്യുക.", // 942 adminSiteListRemoved
  "പരമാവധി {max}", // 943 adminSiteListUpTo
  "സൈറ്റിന്റെ ഈ ഭാഗം ലോഡ് ചെയ്യാനായില്ല. വീണ്ടും ശ്രമിക്കുക.", // 944 adminSiteLoadError
  "സൈറ്റിൽ പേരിന്റെ ആദ്യാക്ഷരങ്ങൾ കാണിക്കും.", // 945 adminSiteNoPhotoInitials
  "സേവ് ചെയ്യാത്ത മാറ്റങ്ങളില്ല.", // 946 adminSiteNoUnsaved
  "സേവ് ചെയ്തില്ല: {count} ഫീൽഡുകൾ തിരുത്തണം.", // 947 adminSiteNotSavedMany
  "സേവ് ചെയ്തില്ല: ഒരു ഫീൽഡ് തിരുത്തണം.", // 948 adminSiteNotSavedOne
  "സേവ് ചെയ്തില്ല. വീണ്ടും ശ്രമിക്കുക.", // 949 adminSiteNotSavedRetry
  "ഫോട്ടോ തിരഞ്ഞെടുക്കുക", // 950 adminSitePhotoChoose
  "പുതിയ ഫോട്ടോ തിരഞ്ഞെടുത്തു: സേവ് ചെയ്യുമ്പോൾ അപ്‌ലോഡ് ആകും.", // 951 adminSitePhotoChosen
  "{label}: ഇപ്പോഴത്തെ ഫോട്ടോ", // 952 adminSitePhotoCurrentAlt
  "പുതിയ ഫോട്ടോ: {file}", // 953 adminSitePhotoNewAlt
  "ഫോട്ടോ ഇല്ല.", // 954 adminSitePhotoNone
  "{file} ഒരു ചിത്രമല്ല: JPEG, PNG, WebP, GIF അല്ലെങ്കിൽ AVIF ഫോട്ടോ തിരഞ്ഞെടുക്കുക", // 955 adminSitePhotoNotImage
  "ഫോട്ടോ നീക്കുക", // 956 adminSitePhotoRemove
  "ഫോട്ടോ മാറ്റുക", // 957 adminSitePhotoReplace
  "{file} {size} MB-യിൽ കൂടുതലാണ്", // 958 adminSitePhotoTooLarge
  "സന്ദർശകർ അയയ്ക്കുന്ന വിവരങ്ങളെക്കുറിച്ച് സൈറ്റ് അവരോട് പറയുന്നത്: എല്ലാ അന്വേഷണ ഫോമിലും ഇതിലേക്ക് ലിങ്ക് ഉണ്ട്. നിങ്ങൾ പ്രവർത്തിക്കുന്ന രീതിക്ക് ഒത്തതായിരിക്കണം.", // 959 adminSitePrivacyIntro
  "ഭാഗം", // 960 adminSitePrivacySection
  "ഭാഗങ്ങൾ", // 961 adminSitePrivacySectionMany
  "ഭാഗം {n}", // 962 adminSitePrivacySectionNumbered
  "ഭാഗങ്ങൾ", // 963 adminSitePrivacySections
  "തിരികെ കൊണ്ടുവന്നു", // 964 adminSiteRestored
  "{when}-ന് സേവ് ചെയ്ത പതിപ്പാണ് ഇപ്പോൾ സൈറ്റിൽ.", // 965 adminSiteRestoredText
  "മാറ്റങ്ങൾ സേവ് ചെയ്യുക", // 966 adminSiteSave
  "സേവ് ചെയ്തു", // 967 adminSiteSaved
  "മാറ്റം ഇപ്പോൾ സൈറ്റിൽ കാണാം.", // 968 adminSiteSavedText
  "സേവ് ചെയ്യുന്നു...", // 969 adminSiteSaving
  "സേവനത്തിന്റെ വിവരണം", // 970 adminSiteServicesDescription
  "എസ്റ്റിമേറ്റർ", // 971 adminSiteServicesEstimator
  "സൈറ്റിലെ ഓരോ എസ്റ്റിമേറ്റിലും നിരക്കിനൊപ്പം കാണിക്കുന്നത്: ഉൾപ്പെടാത്തവ, പണം നൽകേണ്ട ഘട്ടങ്ങൾ, വിദേശത്തുള്ള കുടുംബങ്ങൾക്കായി ഗൾഫ് കറൻസിയിലെ എസ്റ്റിമേറ്റ്.", // 972 adminSiteServicesEstimatorHint
  "ഉൾപ്പെടാത്തവ", // 973 adminSiteServicesExclusions
  "ഒരു വരിയിൽ ഒന്ന്, 12 വരെ: ഒരു പാക്കേജിലും ഉൾപ്പെടാത്തവ.", // 974 adminSiteServicesExclusionsHint
  "പ്രധാന സവിശേഷതകൾ", // 975 adminSiteServicesFeatures
  "അഞ്ച് സവിശേഷതകൾ, ഒരു വരിയിൽ ഒന്ന്.", // 976 adminSiteServicesFeaturesHint
  "സേവനങ്ങൾ", // 977 adminSiteServicesGroup
  "എട്ട് സേവനങ്ങൾ, ഓരോന്നിനും അഞ്ച് പ്രധാന സവിശേഷതകളും നിങ്ങളുടെ സ്വന്തം പണിയുടെ ഒരു ഫോട്ടോയും.", // 978 adminSiteServicesGroupHint
  "നിങ്ങൾ എന്ത് പണിയുന്നു, ഒരു പ്രോജക്ട് എങ്ങനെ നടക്കുന്നു, എന്ത് ചെലവാകും: നിങ്ങൾ നിശ്ചയിക്കുന്ന ക്രമത്തിൽ സേവനങ്ങളുടെ പേജ്.", // 979 adminSiteServicesIntro
  "പേയ്മെന്റ് ഘട്ടം", // 980 adminSiteServicesPayment
  "പേയ്മെന്റ് ഘട്ടങ്ങൾ", // 981 adminSiteServicesPaymentMany
  "ഘട്ടം {n}", // 982 adminSiteServicesPaymentNumbered
  "ശതമാനം", // 983 adminSiteServicesPaymentPercent
  "ഘട്ടം", // 984 adminSiteServicesPaymentStage
  "പേയ്മെന്റ് ഘട്ടങ്ങൾ", // 985 adminSiteServicesPayments
  "ഓരോ ഘട്ടത്തിലും നൽകേണ്ട ശതമാനം: ഓരോ എസ്റ്റിമേറ്റിനും താഴെ തുകയോടെ കാണിക്കും.", // 986 adminSiteServicesPaymentsHint
  "ഘട്ടങ്ങളുടെ ആകെ: {total}%.", // 987 adminSiteServicesPaymentsTotal
  "ഘട്ടങ്ങളുടെ ആകെ: {total}%. ആകെ 100% ആകണം.", // 988 adminSiteServicesPaymentsTotalWrong
  "സേവനത്തിന്റെ ഫോട്ടോ", // 989 adminSiteServicesPhoto
  "സൈറ്റിൽ ഒരു വര കാണിക്കും.", // 990 adminSiteServicesPhotoNone
  "നിരക്കുകൾ", // 991 adminSiteServicesPricing
  "മൂന്ന് പാക്കേജുകൾ. ഒന്നിനെ എടുത്തുകാണിക്കാൻ ജനപ്രിയം എന്ന് അടയാളപ്പെടുത്തുക.", // 992 adminSiteServicesPricingHint
  "പ്രവർത്തന രീതി", // 993 adminSiteServicesProcess
  "നിങ്ങളോടൊപ്പം പ്രവർത്തിക്കുന്നതിന്റെ നാല് ഘട്ടങ്ങൾ.", // 994 adminSiteServicesProcessHint
  "ഒരു {code}-ന് ₹", // 995 adminSiteServicesRatePer
  "ഗൾഫ് കറൻസി നിരക്കുകൾ", // 996 adminSiteServicesRates
  "ഓരോ കറൻസിയുടെയും ഒരു യൂണിറ്റിന് എത്ര രൂപ എന്ന്, എസ്റ്റിമേറ്റ് മാറ്റേണ്ട നിരക്കിൽ (സൈറ്റ് സ്വയം നിരക്ക് നോക്കില്ല). ഒരു കറൻസി മറയ്ക്കാൻ അതിന്റെ നിരക്ക് ഒഴിച്ചിടുക.", // 997 adminSiteServicesRatesHint
  "നിരക്ക് നിശ്ചയിച്ച തീയതി", // 998 adminSiteServicesRatesSetOn
  "മാറ്റിയ എസ്റ്റിമേറ്റിനരികെ കാണിക്കും.", // 999 adminSiteServicesRatesSetOnHint
  "സേവനം", // 1000 adminSiteServicesService
  "സേവനങ്ങൾ", // 1001 adminSiteServicesServiceMany
  "സേവനം {n}", // 1002 adminSiteServicesServiceNumbered
  "ഘട്ടം", // 1003 adminSiteServicesStep
  "ഘട്ടങ്ങൾ", // 1004 adminSiteServicesStepMany
  "ഘട്ടം {n}", // 1005 adminSiteServicesStepNumbered
  "ഘട്ടത്തിന്റെ വാചകം", // 1006 adminSiteServicesStepText
  "ഘട്ടത്തിന്റെ തലക്കെട്ട്", // 1007 adminSiteServicesStepTitle
  "പ്രവർത്തന ഘട്ടങ്ങൾ", // 1008 adminSiteServicesSteps
  "പാക്കേജ്", // 1009 adminSiteServicesTier
  "പാക്കേജിന്റെ വിവരണം", // 1010 adminSiteServicesTierDescription
  "പാക്കേജിലെ സവിശേഷതകൾ", // 1011 adminSiteServicesTierFeatures
  "ഒരു വരിയിൽ ഒന്ന്, 12 വരെ.", // 1012 adminSiteServicesTierFeaturesHint
  "പാക്കേജുകൾ", // 1013 adminSiteServicesTierMany
  "പാക്കേജിന്റെ പേര്", // 1014 adminSiteServicesTierName
  "പാക്കേജ് {n}", // 1015 adminSiteServicesTierNumbered
  "ജനപ്രിയം", // 1016 adminSiteServicesTierPopular
  "'ജനപ്രിയം' ബാഡ്ജോടെ കാണിക്കും.", // 1017 adminSiteServicesTierPopularHint
  "നിരക്ക്", // 1018 adminSiteServicesTierPrice
  "നിരക്കിന്റെ യൂണിറ്റ്", // 1019 adminSiteServicesTierUnit
  "വാറന്റി", // 1020 adminSiteServicesTierWarranty
  "പാക്കേജുകൾ", // 1021 adminSiteServicesTiers
  "സേവനത്തിന്റെ തലക്കെട്ട്", // 1022 adminSiteServicesTitle
  "ലോഗൗട്ട് ചെയ്യുക", // 1023 adminSiteSignOut
  "സേവ് ചെയ്യാത്ത മാറ്റങ്ങളുണ്ട്. ലോഗൗട്ട് ചെയ്താൽ അവ നഷ്ടമാകും. ലോഗൗട്ട് ചെയ്യണോ?", // 1024 adminSiteSignOutQuestion
  "അഭിപ്രായം", // 1025 adminSiteTestimonial
  "അഭിപ്രായങ്ങൾ", // 1026 adminSiteTestimonialMany
  "അഭിപ്രായം {n}", // 1027 adminSiteTestimonialNumbered
  "ഉദാ: Homeowner, Kowdiar", // 1028 adminSiteTestimonialPositionHint
  "അഭിപ്രായം", // 1029 adminSiteTestimonialQuote
  "ഉപഭോക്താക്കൾ നിങ്ങളെക്കുറിച്ച് അവരുടെ വാക്കുകളിൽ പറയുന്നത്, സൈറ്റിൽ കാണിക്കുന്ന ക്രമത്തിൽ.", // 1030 adminSiteTestimonialsIntro
  "ഞങ്ങളെക്കുറിച്ചുള്ള വാചകം", // 1031 adminSiteTextAboutText
  "വിലാസം, വരി {n}", // 1032 adminSiteTextAddressLine
  "ചോദ്യം {n}: ഉത്തരം", // 1033 adminSiteTextAnswer
  "വിളിക്കാനുള്ള സമയത്തിന് താഴെയുള്ള കുറിപ്പ്", // 1034 adminSiteTextCallNote
  "സേവന കാർഡ് {n}: വാചകം", // 1035 adminSiteTextCardText
  "സേവന കാർഡ് {n}: തലക്കെട്ട്", // 1036 adminSiteTextCardTitle
  "നഗരം", // 1037 adminSiteTextCity
  "ഉൾപ്പെടാത്തത് {n}", // 1038 adminSiteTextExclusion
  "പ്രധാന തലക്കെട്ട്", // 1039 adminSiteTextHeadline
  "മുകൾഭാഗത്തെ വാചകം", // 1040 adminSiteTextHeroText
  "ആമുഖം", // 1041 adminSiteTextIntroduction
  "ടീം അംഗം {n}: പേര്", // 1042 adminSiteTextMemberName
  "ടീം അംഗം {n}: പദവി", // 1043 adminSiteTextMemberPosition
  "ടീം അംഗം {n}: യോഗ്യത", // 1044 adminSiteTextMemberQualification
  "നാഴികക്കല്ല് {n}", // 1045 adminSiteTextMilestone
  "നാഴികക്കല്ല് {n}: വാചകം", // 1046 adminSiteTextMilestoneText
  "ദൗത്യം", // 1047 adminSiteTextMission
  "പേയ്മെന്റ് ഘട്ടം {n}", // 1048 adminSiteTextPaymentStage
  "ഉറപ്പ് {n}", // 1049 adminSiteTextPromise
  "ചോദ്യം {n}", // 1050 adminSiteTextQuestion
  "സംസ്ഥാനം", // 1051 adminSiteTextRegion
  "റിവ്യൂകൾ എവിടെ", // 1052 adminSiteTextReviewSource
  "ഭാഗം {n}: തലക്കെട്ട്", // 1053 adminSiteTextSectionHeading
  "ഭാഗം {n}: വാചകം", // 1054 adminSiteTextSectionText
  "സേവനം {n}: വിവരണം", // 1055 adminSiteTextServiceDescription
  "സേവനം {n}: സവിശേഷത {feature}", // 1056 adminSiteTextServiceFeature
  "സേവനം {n}: തലക്കെട്ട്", // 1057 adminSiteTextServiceTitle
  "തുടക്ക നിരക്കിന്റെ യൂണിറ്റ്", // 1058 adminSiteTextStartingPriceUnit
  "കണക്ക് ബോക്സ് {n}: ലേബൽ", // 1059 adminSiteTextStatLabel
  "പ്രവർത്തന ഘട്ടം {n}: വാചകം", // 1060 adminSiteTextStepText
  "പ്രവർത്തന ഘട്ടം {n}: തലക്കെട്ട്", // 1061 adminSiteTextStepTitle
  "കഥ, ഖണ്ഡിക {n}", // 1062 adminSiteTextStoryParagraph
  "കമ്പനിയെക്കുറിച്ച്", // 1063 adminSiteTextSummary
  "ടാഗ്‌ലൈൻ", // 1064 adminSiteTextTagline
  "അഭിപ്രായം {n}: പേര്", // 1065 adminSiteTextTestimonialName
  "അഭിപ്രായം {n}: പദവി", // 1066 adminSiteTextTestimonialPosition
  "അഭിപ്രായം {n}: വാക്കുകൾ", // 1067 adminSiteTextTestimonialQuote
  "പാക്കേജ് {n}: വിവരണം", // 1068 adminSiteTextTierDescription
  "പാക്കേജ് {n}: സവിശേഷത {feature}", // 1069 adminSiteTextTierFeature
  "പാക്കേജ് {n}: പേര്", // 1070 adminSiteTextTierName
  "പാക്കേജ് {n}: നിരക്കിന്റെ യൂണിറ്റ്", // 1071 adminSiteTextTierUnit
  "പാക്കേജ് {n}: വാറന്റി", // 1072 adminSiteTextTierWarranty
  "വിഷയം {n}: വാചകം", // 1073 adminSiteTextTopicText
  "വിഷയം {n}: തലക്കെട്ട്", // 1074 adminSiteTextTopicTitle
  "കാഴ്ചപ്പാട്", // 1075 adminSiteTextVision
  "ഞങ്ങളെക്കുറിച്ച്, ടീം", // 1076 adminSiteTitleAbout
  "ഗൾഫിൽ നിന്ന് വീട് പണിയാം", // 1077 adminSiteTitleAbroad
  "കമ്പനി വിവരങ്ങൾ", // 1078 adminSiteTitleCompany
  "ഹോം പേജ്", // 1079 adminSiteTitleHome
  "സ്വകാര്യതാ അറിയിപ്പ്", // 1080 adminSiteTitlePrivacy
  "സേവനങ്ങളും നിരക്കുകളും", // 1081 adminSiteTitleServices
  "ഉപഭോക്താക്കളുടെ അഭിപ്രായങ്ങൾ", // 1082 adminSiteTitleTestimonials
  "സേവ് ചെയ്യാത്ത മാറ്റങ്ങളുണ്ട്.", // 1083 adminSiteUnsaved
  "അവസാനത്തെ {count} സേവുകൾ സൂക്ഷിച്ചിട്ടുണ്ട് (20 വരെ സൂക്ഷിക്കും). തെറ്റിയ ഒരു തിരുത്ത് മാറ്റാൻ പഴയതൊന്ന് തിരികെ കൊണ്ടുവരിക.", // 1084 adminSiteVersionsKeptMany
  "അവസാനത്തെ സേവ് സൂക്ഷിച്ചിട്ടുണ്ട് (20 വരെ സൂക്ഷിക്കും). തെറ്റിയ ഒരു തിരുത്ത് മാറ്റാൻ പഴയതൊന്ന് തിരികെ കൊണ്ടുവരിക.", // 1085 adminSiteVersionsKeptOne
  "സേവ് ചെയ്ത പതിപ്പുകൾ ഇതുവരെ ഇല്ല.", // 1086 adminSiteVersionsNone
  "തിരികെ കൊണ്ടുവന്നില്ല", // 1087 adminSiteVersionsNotRestored
  "ഇപ്പോൾ സൈറ്റിൽ", // 1088 adminSiteVersionsOnSite
  "തിരികെ കൊണ്ടുവരിക", // 1089 adminSiteVersionsRestore
  "ഈ പതിപ്പ് തിരികെ കൊണ്ടുവരാനായില്ല. വീണ്ടും ശ്രമിക്കുക.", // 1090 adminSiteVersionsRestoreFailed
  "{when}-ന് സേവ് ചെയ്ത പതിപ്പ് തിരികെ കൊണ്ടുവരണോ? സൈറ്റിൽ ഉടനെ അത് കാണിക്കും. ഇപ്പോഴുള്ളത് ഈ ലിസ്റ്റിൽ തന്നെ ഉണ്ടാകും.", // 1091 adminSiteVersionsRestoreQuestion
  "{when}-ന് സേവ് ചെയ്ത പതിപ്പ് തിരികെ കൊണ്ടുവരണോ? സൈറ്റിൽ ഉടനെ അത് കാണിക്കും, സേവ് ചെയ്യാത്ത നിങ്ങളുടെ മാറ്റങ്ങൾ പോകും. ഇപ്പോഴുള്ളത് ഈ ലിസ്റ്റിൽ തന്നെ ഉണ്ടാകും.", // 1092 adminSiteVersionsRestoreQuestionUnsaved
  "{when}-ന് സേവ് ചെയ്ത പതിപ്പ്", // 1093 adminSiteVersionsRestoreWhich
  "തിരികെ കൊണ്ടുവരുന്നു...", // 1094 adminSiteVersionsRestoring
  "സേവ് ചെയ്ത പതിപ്പുകൾ", // 1095 adminSiteVersionsTitle
  "വാട്ട്സ്ആപ്പ് ബട്ടണുകൾ {phone} എന്ന നമ്പറിലേക്ക് ചാറ്റ് തുറക്കും. വാട്ട്സ്ആപ്പ് മറ്റൊരു നമ്പറിലാണെങ്കിൽ ടിക്ക് മാറ്റുക.", // 1096 adminSiteWhatsAppChat
  "വാട്ട്സ്ആപ്പ് ബട്ടണുകൾ മുകളിലെ ഫോൺ നമ്പർ ഉപയോഗിക്കും.", // 1097 adminSiteWhatsAppFollows
  "10 അക്ക മൊബൈൽ നമ്പർ (ഉദാ: 98765 43210), അല്ലെങ്കിൽ + ഉം രാജ്യ കോഡും ചേർത്ത് വിദേശ നമ്പർ. വാട്ട്സ്ആപ്പ് ലിങ്കിന് വേണ്ട അക്കങ്ങളായി സൂക്ഷിക്കും: 919876543210.", // 1098 adminSiteWhatsAppHint
  "വാട്ട്സ്ആപ്പ് നമ്പർ", // 1099 adminSiteWhatsAppNumber
  "വാട്ട്സ്ആപ്പ് നമ്പറും ഫോൺ നമ്പർ തന്നെ", // 1100 adminSiteWhatsAppSame
  "അക്കൗണ്ട് വിവരങ്ങൾ ലോഡ് ചെയ്യാനായില്ല. കണക്ഷൻ പരിശോധിച്ച് വീണ്ടും ശ്രമിക്കുക.", // 1101 adminTeamAccountFailed
  "നിങ്ങളുടെ അക്കൗണ്ട്", // 1102 adminTeamAccountTitle
  "അക്കൗണ്ടുകൾ ലോഡ് ചെയ്യാനായില്ല. വീണ്ടും ശ്രമിക്കുക.", // 1103 adminTeamAccountsFailed
  "സൈറ്റ് നോക്കിനടത്താൻ ആർക്കൊക്കെ ലോഗിൻ ചെയ്യാം, ഓരോരുത്തർക്കും എന്തൊക്കെ ചെയ്യാം.", // 1104 adminTeamAccountsHint
  "അക്കൗണ്ടുകൾ", // 1105 adminTeamAccountsTitle
  "പാസ്‌കീ ചേർക്കുക", // 1106 adminTeamAddPasskey
  "ഈ സൈറ്റ് ഒരു ഓതന്റിക്കേറ്റർ ആപ്പിൽ ചേർക്കുക (Google Authenticator, Microsoft Authenticator, 1Password…):", // 1107 adminTeamAddToApp
  "IP വിലാസം:", // 1108 adminTeamAddressLabel
  "{who}-ന്റെ ഓതന്റിക്കേറ്റർ ആപ്പ് ഓഫ് ചെയ്തു.", // 1109 adminTeamAppOff
  "{who}-ന്റെ ഓതന്റിക്കേറ്റർ ആപ്പ് ഓഫ് ചെയ്യണോ? ഫോണും റിക്കവറി കോഡുകളും നഷ്ടപ്പെട്ടെങ്കിൽ മാത്രം ഇത് ചെയ്യുക.", // 1110 adminTeamAppOffConfirm
  "പാസ്‌വേഡ് മാറ്റുക", // 1111 adminTeamChangePassword
  "മാറ്റുന്നു...", // 1112 adminTeamChanging
  "പരിശോധിക്കുന്നു…", // 1113 adminTeamChecking
  "ആപ്പിലെ കോഡ്", // 1114 adminTeamCodeFromApp
  "തുടരുക", // 1115 adminTeamContinue
  "കോപ്പി ചെയ്തു.", // 1116 adminTeamCopied
  "ലിങ്ക് കോപ്പി ചെയ്യുക", // 1117 adminTeamCopyLink
  "ഇപ്പോഴത്തെ പാസ്‌വേഡ്", // 1118 adminTeamCurrentPassword
  "{system}-ലെ {browser}", // 1119 adminTeamDeviceBrowserOn
  "{system}-ലെ ഒരു ബ്രൗസർ", // 1120 adminTeamDeviceOn
  "അറിയാത്ത ഉപകരണം", // 1121 adminTeamDeviceUnknown
  "നിർത്തിവയ്ക്കുക", // 1122 adminTeamDisable
  "{who}-ന്റെ അക്കൗണ്ട് നിർത്തിവയ്ക്കണോ? എല്ലായിടത്തുനിന്നും ഉടൻ ലോഗൗട്ട് ആകും; നിങ്ങൾ വീണ്ടും സജീവമാക്കുന്നതുവരെ ലോഗിൻ ചെയ്യാനാവില്ല.", // 1123 adminTeamDisableConfirm
  "നിർത്തിവച്ചു", // 1124 adminTeamDisabled
  "{who}-ന്റെ അക്കൗണ്ട് നിർത്തിവച്ചു, എല്ലായിടത്തുനിന്നും ലോഗൗട്ട് ചെയ്തു.", // 1125 adminTeamDisabledDone
  "കഴിഞ്ഞു", // 1126 adminTeamDone
  "ഇമെയിൽ വിലാസം", // 1127 adminTeamEmailAddress
  "ഇമെയിൽ:", // 1128 adminTeamEmailLabel
  "{email}-ലേക്ക് ഇമെയിൽ അയച്ചു. ലിങ്ക് നിങ്ങൾക്കും നേരിട്ട് അയയ്ക്കാം:", // 1129 adminTeamEmailedTo
  "സജീവമാക്കുക", // 1130 adminTeamEnable
  "{who}-ന് വീണ്ടും ലോഗിൻ ചെയ്യാം.", // 1131 adminTeamEnabledDone
  "ഓതന്റിക്കേറ്റർ ആപ്പിലെ കോഡ് നൽകുക.", // 1132 adminTeamEnterAppCode
  "നിങ്ങളുടെ പാസ്‌വേഡ് നൽകുക", // 1133 adminTeamEnterPassword
  "({who})", // 1134 adminTeamForWho
  "പേരും പാസ്‌വേഡും തിരഞ്ഞെടുക്കാനുള്ള ലിങ്കുമായി അവർക്ക് ഒരു ഇമെയിൽ ലഭിക്കും. ലിങ്ക് ഒരു തവണ മാത്രം, 7 ദിവസത്തേക്ക് പ്രവർത്തിക്കും.", // 1135 adminTeamInviteHintMail
  "ഈ സൈറ്റിന് ഇമെയിൽ അയയ്ക്കാനാവില്ല; അതിനാൽ അവർക്ക് നേരിട്ട് അയയ്ക്കാൻ ഒരു ലിങ്ക് നിങ്ങൾക്ക് ലഭിക്കും. അത് ഒരു തവണ മാത്രം, 7 ദിവസത്തേക്ക് പ്രവർത്തിക്കും.", // 1136 adminTeamInviteHintNoMail
  "{site} വെബ്സൈറ്റിലേക്ക് {role} ആയി നിങ്ങളെ ക്ഷണിക്കുന്നു. പേരും പാസ്‌വേഡും തിരഞ്ഞെടുക്കാൻ ഈ ലിങ്ക് തുറക്കുക:", // 1137 adminTeamInviteMessage
  "ഒരാളെ ക്ഷണിക്കുക", // 1138 adminTeamInviteTitle
  "{role} · ക്ഷണിച്ചത്: {time} · ലിങ്ക് {date} വരെ", // 1139 adminTeamInvited
  "{role} · ക്ഷണിച്ചത്: {who}, {time} · ലിങ്ക് {date} വരെ", // 1140 adminTeamInvitedBy
  "ക്ഷണിക്കുന്നു…", // 1141 adminTeamInviting
  "അവസാനം ഉപയോഗിച്ചത്: {time}", // 1142 adminTeamLastUsed
  "അവസാനം ഉപയോഗിച്ചത്:", // 1143 adminTeamLastUsedLabel
  "ക്ഷണ ലിങ്ക് ഉണ്ടാക്കുക", // 1144 adminTeamMakeInvitationLink
  "പുതിയ കോഡുകൾ ഉണ്ടാക്കുക", // 1145 adminTeamMakeNewCodes
  "പാസ്‌വേഡ് റീസെറ്റ് ലിങ്ക് ഉണ്ടാക്കുക", // 1146 adminTeamMakeReset
  "ഉണ്ടാക്കുന്നു…", // 1147 adminTeamMaking
  "പേര്", // 1148 adminTeamName
  "മെനുവിലും പ്രവർത്തനങ്ങളിലും ടീമിലെ മറ്റുള്ളവർ കാണുന്ന പേര്.", // 1149 adminTeamNameHint
  "പേര് സേവ് ചെയ്തില്ല.", // 1150 adminTeamNameNotSaved
  "പേര് സേവ് ചെയ്തില്ല. കണക്ഷൻ പരിശോധിച്ച് വീണ്ടും ശ്രമിക്കുക.", // 1151 adminTeamNameOffline
  "നിങ്ങളുടെ പേര് സേവ് ചെയ്തു.", // 1152 adminTeamNameSaved
  "പുതിയ റിക്കവറി കോഡുകൾ", // 1153 adminTeamNewCodes
  "പേര് ഇതുവരെ ഇല്ല", // 1154 adminTeamNoName
  "എവിടെയും ലോഗിൻ ചെയ്തിട്ടില്ല", // 1155 adminTeamNotSignedIn
  "ഇതുവരെ ഉപയോഗിച്ചിട്ടില്ല", // 1156 adminTeamNotUsedYet
  "മറ്റൊരിടത്തും നിങ്ങൾ ലോഗിൻ ചെയ്തിരുന്നില്ല.", // 1157 adminTeamNowhereElse
  "മറ്റ് ഉപകരണങ്ങളിൽ നിന്ന് ലോഗൗട്ട് ചെയ്യാനായില്ല. വീണ്ടും ശ്രമിക്കുക.", // 1158 adminTeamOthersFailed
  "\"{name}\" പാസ്‌കീ ചേർത്തു. ഇനി പാസ്‌വേഡ് ഇല്ലാതെ ഇതുപയോഗിച്ച് ലോഗിൻ ചെയ്യാം.", // 1159 adminTeamPasskeyAdded
  "പാസ്‌കീ ഉണ്ടാക്കിയില്ല: അഭ്യർത്ഥന റദ്ദാക്കി, അല്ലെങ്കിൽ സമയം കഴിഞ്ഞു.", // 1160 adminTeamPasskeyCancelled
  "ഈ ഉപകരണത്തിൽ നിങ്ങളുടെ അക്കൗണ്ടിന് ഇതിനകം ഒരു പാസ്‌കീ ഉണ്ട്.", // 1161 adminTeamPasskeyExists
  "ഈ പാസ്‌കീയുടെ പേര്", // 1162 adminTeamPasskeyName
  "പാസ്‌കീ ഏത് ഫോണിലോ കമ്പ്യൂട്ടറിലോ ആണോ, ആ പേര് നൽകുക.", // 1163 adminTeamPasskeyNameMissing
  "നിങ്ങളുടെ പാസ്‌വേഡ് നൽകുക: പാസ്‌കീ ചേർക്കുന്നത് നിങ്ങൾ തന്നെയാണെന്ന് അത് ഉറപ്പാക്കും.", // 1164 adminTeamPasskeyPasswordMissing
  "\"{name}\" പാസ്‌കീ നീക്കം ചെയ്യണോ? പിന്നെ അതുപയോഗിച്ച് ലോഗിൻ ചെയ്യാനാവില്ല.", // 1165 adminTeamPasskeyRemoveConfirm
  "\"{name}\" പാസ്‌കീ നീക്കം ചെയ്തു.", // 1166 adminTeamPasskeyRemoved
  "(പാസ്‌കീ {name})", // 1167 adminTeamPasskeySr
  "ഫോണിലെ വിരലടയാളം, മുഖം അല്ലെങ്കിൽ സ്ക്രീൻ ലോക്ക് ഉപയോഗിച്ച് പാസ്‌കീ വഴി ലോഗിൻ ചെയ്യാം: ടൈപ്പ് ചെയ്യാനോ മോഷ്ടിക്കപ്പെടാനോ പാസ്‌വേഡ് ഇല്ല.", // 1168 adminTeamPasskeysHint
  "സൈറ്റ് സ്വന്തം വിലാസത്തിൽ (https വഴിയുള്ള ഡൊമെയ്ൻ നെയിം) ആയാൽ പാസ്‌കീകൾ പ്രവർത്തിക്കും.", // 1169 adminTeamPasskeysNeedAddress
  "പാസ്‌കീകൾ", // 1170 adminTeamPasskeysTitle
  "ഈ ബ്രൗസറിൽ പാസ്‌കീ ഉണ്ടാക്കാനാവില്ല.", // 1171 adminTeamPasskeysUnsupported
  "പാസ്‌വേഡ് മാറ്റി. മറ്റ് എല്ലായിടത്തുനിന്നും ലോഗൗട്ട് ചെയ്തു.", // 1172 adminTeamPasswordChanged
  "നിങ്ങൾ ലോഗിൻ ചെയ്തിട്ടുള്ള മറ്റ് എല്ലാ ഉപകരണങ്ങളിൽ നിന്നും ലോഗൗട്ട് ആകും.", // 1173 adminTeamPasswordHint
  "പാസ്‌വേഡ് മാറ്റിയില്ല.", // 1174 adminTeamPasswordNotChanged
  "പാസ്‌വേഡ് മാറ്റിയില്ല. കണക്ഷൻ പരിശോധിച്ച് വീണ്ടും ശ്രമിക്കുക.", // 1175 adminTeamPasswordOffline
  "നീക്കം ചെയ്യുക", // 1176 adminTeamRemove
  "{who}-ന്റെ അക്കൗണ്ട് നീക്കം ചെയ്യണോ? അവർ വരുത്തിയ മാറ്റങ്ങൾ അവരുടെ പേരിൽ ചരിത്രത്തിൽ തുടരും.", // 1177 adminTeamRemoveConfirm
  "{who}-ന്റെ അക്കൗണ്ട് നീക്കം ചെയ്തു.", // 1178 adminTeamRemoved
  "എല്ലാ അക്കൗണ്ടുകൾക്കും രണ്ടാം ഘട്ടം നിർബന്ധമാക്കുക", // 1179 adminTeamRequireSecondStep
  "അപ്പോൾ മോഷ്ടിച്ച പാസ്‌വേഡ് മാത്രം പോരാ: പാസ്‌വേഡിന് ശേഷം ഓരോരുത്തരും ഫോണിലെ ഓതന്റിക്കേറ്റർ ആപ്പിലെ കോഡ് നൽകണം (അടുത്ത ലോഗിനിൽ അവർ അത് സെറ്റ് ചെയ്യും), അല്ലെങ്കിൽ പാസ്‌കീ ഉപയോഗിച്ച് ലോഗിൻ ചെയ്യണം.", // 1180 adminTeamRequireSecondStepHint
  "{site} വെബ്സൈറ്റിൽ പുതിയ പാസ്‌വേഡ് സെറ്റ് ചെയ്യാനുള്ള ലിങ്ക് (ഒരു തവണ മാത്രം, ഒരു മണിക്കൂർ വരെ പ്രവർത്തിക്കും):", // 1181 adminTeamResetMessage
  "{who}-നുള്ള പാസ്‌വേഡ് റീസെറ്റ് ലിങ്ക് താഴെ തയ്യാർ.", // 1182 adminTeamResetReady
  "റോൾ", // 1183 adminTeamRole
  "{who} ഇനി {role} ആണ്.", // 1184 adminTeamRoleChanged
  "എഡിറ്റർ", // 1185 adminTeamRoleEditor
  "പ്രോജക്ടുകൾ, ഗാലറി, ബ്ലോഗ്, സൈറ്റിലെ ഉള്ളടക്കം, ട്രാഷ്, ചരിത്രം, പ്രവർത്തനങ്ങൾ.", // 1186 adminTeamRoleEditorSummary
  "റോൾ:", // 1187 adminTeamRoleLabel
  "({who})", // 1188 adminTeamRoleOf
  "ഉടമ", // 1189 adminTeamRoleOwner
  "എല്ലാം, അക്കൗണ്ടുകൾ ഉൾപ്പെടെ.", // 1190 adminTeamRoleOwnerSummary
  "സെയിൽസ്", // 1191 adminTeamRoleSales
  "അന്വേഷണങ്ങൾ കൈകാര്യം ചെയ്യാം; ഉള്ളടക്കം കാണാം.", // 1192 adminTeamRoleSalesSummary
  "ഓരോ റോളിനും ചെയ്യാവുന്നത്", // 1193 adminTeamRolesTitle
  "പേര് സേവ് ചെയ്യുക", // 1194 adminTeamSaveName
  "സേവ് ചെയ്യുന്നു...", // 1195 adminTeamSaving
  "രണ്ടാം ഘട്ടം ഇനി ഓരോരുത്തരുടെയും ഇഷ്ടം.", // 1196 adminTeamSecondStepChoice
  "ഇനി എല്ലാ അക്കൗണ്ടുകൾക്കും ലോഗിൻ ചെയ്യാൻ രണ്ടാം ഘട്ടം വേണം.", // 1197 adminTeamSecondStepRequired
  "ലോഗിൻ ക്രമീകരണങ്ങൾ ലോഡ് ചെയ്യാനായില്ല.", // 1198 adminTeamSecurityFailed
  "ലോഗിൻ ക്രമീകരണങ്ങൾ ലോഡ് ചെയ്യുന്നു…", // 1199 adminTeamSecurityLoading
  "മുകളിലെ ലിങ്ക് സെലക്ട് ചെയ്ത് കോപ്പി ചെയ്യുക.", // 1200 adminTeamSelectLink
  "ക്ഷണം അയയ്ക്കുക", // 1201 adminTeamSendInvitation
  "വാട്ട്സ്ആപ്പിൽ അയയ്ക്കുക", // 1202 adminTeamSendWhatsApp
  "ഈ ലിങ്ക് വാട്ട്സ്ആപ്പിലോ നിങ്ങൾക്ക് വിശ്വാസമുള്ള മറ്റൊരു വഴിയിലോ നേരിട്ട് അയയ്ക്കുക:", // 1203 adminTeamSendYourself
  "നിങ്ങൾ ലോഗിൻ ചെയ്ത ഉപകരണങ്ങളുടെ ലിസ്റ്റ് ലോഡ് ചെയ്യാനായില്ല. വീണ്ടും ശ്രമിക്കുക.", // 1204 adminTeamSessionsFailed
  "ഇനി ഉപയോഗിക്കാത്തതോ നിങ്ങൾക്ക് അറിയാത്തതോ ആയ ഉപകരണത്തിൽ നിന്ന് ലോഗൗട്ട് ചെയ്യുക.", // 1205 adminTeamSessionsHint
  "ലോഗിനുകൾ ലോഡ് ചെയ്യുന്നു…", // 1206 adminTeamSessionsLoading
  "നിങ്ങൾ ലോഗിൻ ചെയ്തിട്ടുള്ള ഇടങ്ങൾ", // 1207 adminTeamSessionsTitle
  "ലോഗൗട്ട് ചെയ്യുക", // 1208 adminTeamSignOut
  "{device}-ൽ നിന്ന് ലോഗൗട്ട് ചെയ്യണോ? അത് ഉപയോഗിക്കുന്നയാൾ വീണ്ടും ലോഗിൻ ചെയ്യേണ്ടിവരും.", // 1209 adminTeamSignOutConfirm
  "മറ്റ് എല്ലായിടത്തുനിന്നും ലോഗൗട്ട് ചെയ്യുക", // 1210 adminTeamSignOutEverywhere
  "{device}-ൽ നിന്ന് ലോഗൗട്ട് ചെയ്യാനായില്ല. വീണ്ടും ശ്രമിക്കുക.", // 1211 adminTeamSignOutFailed
  "({device})", // 1212 adminTeamSignOutOf
  "മറ്റ് എല്ലാ ഉപകരണങ്ങളിൽ നിന്നും ലോഗൗട്ട് ചെയ്യണോ? അവ ഉപയോഗിക്കുന്നവർ വീണ്ടും ലോഗിൻ ചെയ്യേണ്ടിവരും.", // 1213 adminTeamSignOutOthersConfirm
  "ലോഗിൻ ചെയ്തത്:", // 1214 adminTeamSignedInLabel
  "{count} ഉപകരണങ്ങളിൽ ലോഗിൻ ചെയ്തിട്ടുണ്ട്", // 1215 adminTeamSignedInOn
  "{device}-ൽ നിന്ന് ലോഗൗട്ട് ചെയ്തു.", // 1216 adminTeamSignedOutOf
  "മറ്റ് {count} ഉപകരണങ്ങളിൽ നിന്ന് ലോഗൗട്ട് ചെയ്തു.", // 1217 adminTeamSignedOutOthersMany
  "മറ്റ് {count} ഉപകരണത്തിൽ നിന്ന് ലോഗൗട്ട് ചെയ്തു.", // 1218 adminTeamSignedOutOthersOne
  "ലിങ്ക്", // 1219 adminTeamTheLink
  "ടീം", // 1220 adminTeamTheTeam
  "പിന്നെ, ശരിയായി പ്രവർത്തിക്കുന്നുണ്ടോ എന്ന് നോക്കാൻ ആപ്പിൽ കാണുന്ന 6 അക്ക കോഡ് നൽകുക.", // 1221 adminTeamThenEnterCode
  "ഈ ഉപകരണം", // 1222 adminTeamThisDevice
  "ഈ ഉപകരണത്തിൽ മാത്രമാണ് നിങ്ങൾ ലോഗിൻ ചെയ്തിട്ടുള്ളത്.", // 1223 adminTeamThisDeviceOnly
  "ഓഫ് ചെയ്യുക", // 1224 adminTeamTurnOff
  "അവരുടെ ഓതന്റിക്കേറ്റർ ആപ്പ് ഓഫ് ചെയ്യുക", // 1225 adminTeamTurnOffTheirApp
  "രണ്ട്-ഘട്ട ലോഗിൻ ഓഫ് ചെയ്യുക", // 1226 adminTeamTurnOffTwoStep
  "ഓൺ ചെയ്യുക", // 1227 adminTeamTurnOn
  "രണ്ട്-ഘട്ട ലോഗിൻ ഓൺ ചെയ്യുക", // 1228 adminTeamTurnOnTwoStep
  "ഓഫ് ചെയ്യുന്നു…", // 1229 adminTeamTurningOff
  "രണ്ട്-ഘട്ട ലോഗിൻ ഓഫ് ആണ്: ഇനി ലോഗിൻ ചെയ്യാൻ പാസ്‌വേഡ് മാത്രം മതി.", // 1230 adminTeamTwoStepOff
  "ഓഫ്. ഇത് ഓൺ ആണെങ്കിൽ മോഷ്ടിച്ച പാസ്‌വേഡ് മാത്രം പോരാ: പാസ്‌വേഡിന് ശേഷം ഫോണിലെ ആപ്പിൽ നിന്നുള്ള കോഡ് ലോഗിൻ ചോദിക്കും.", // 1231 adminTeamTwoStepOffHint
  "പാസ്‌വേഡിന് ശേഷം, ഓതന്റിക്കേറ്റർ ആപ്പിൽ കാണുന്ന കോഡ് ലോഗിൻ ചോദിക്കും.", // 1232 adminTeamTwoStepOnHint
  "ഓൺ · {count} റിക്കവറി കോഡുകൾ ബാക്കി", // 1233 adminTeamTwoStepOnMany
  "ഓൺ · {count} റിക്കവറി കോഡ് ബാക്കി", // 1234 adminTeamTwoStepOnOne
  "സൈറ്റിന്റെ ഉടമ എല്ലാ അക്കൗണ്ടുകൾക്കും ഇത് നിർബന്ധമാക്കിയിട്ടുണ്ട്.", // 1235 adminTeamTwoStepRequired
  "രണ്ട്-ഘട്ട ലോഗിൻ", // 1236 adminTeamTwoStepTitle
  "അറിയില്ല", // 1237 adminTeamUnknown
  "ചേരാൻ കാത്തിരിക്കുന്നവർ", // 1238 adminTeamWaiting
  "നിങ്ങളുടെ ഉപകരണത്തിനായി കാത്തിരിക്കുന്നു…", // 1239 adminTeamWaitingDevice
  "നിങ്ങളുടെ വിവരങ്ങൾ", // 1240 adminTeamWhoYouAre
  "പിൻവലിക്കുക", // 1241 adminTeamWithdraw
  "{email}-ലേക്കുള്ള ക്ഷണം പിൻവലിക്കണോ? അതിന്റെ ലിങ്ക് പിന്നെ പ്രവർത്തിക്കില്ല.", // 1242 adminTeamWithdrawConfirm
  "({email}-ലേക്കുള്ള ക്ഷണം)", // 1243 adminTeamWithdrawSr
  "{email}-ലേക്കുള്ള ക്ഷണം പിൻവലിച്ചു.", // 1244 adminTeamWithdrawn
  "ഇത് ഒരു തവണ മാത്രം, {date} വരെ പ്രവർത്തിക്കും.", // 1245 adminTeamWorksUntil
  "നിങ്ങൾ", // 1246 adminTeamYou
  "നിങ്ങളുടെ പേര്", // 1247 adminTeamYourName
  "നിങ്ങളുടെ പാസ്‌വേഡ്", // 1248 adminTeamYourPassword
  "{count} ദിവസം മുമ്പ്", // 1249 adminTimeDaysMany
  "{count} ദിവസം മുമ്പ്", // 1250 adminTimeDaysOne
  "{count} മണിക്കൂർ മുമ്പ്", // 1251 adminTimeHoursMany
  "{count} മണിക്കൂർ മുമ്പ്", // 1252 adminTimeHoursOne
  "ഇപ്പോൾ", // 1253 adminTimeJustNow
  "{count} മിനിറ്റ് മുമ്പ്", // 1254 adminTimeMinutesMany
  "{count} മിനിറ്റ് മുമ്പ്", // 1255 adminTimeMinutesOne
  "പേജിന്റെ വിലാസം", // 1256 adminTranslationsAddress
  "തലക്കെട്ടിൽ നിന്ന് ഉണ്ടാക്കുക", // 1257 adminTranslationsAddressFromTitle
  "നിർബന്ധമില്ല: {language} പേജിന് സ്വന്തം വിലാസം. ഒഴിച്ചിട്ടാൽ {language} പേജ് ഇംഗ്ലീഷ് വിലാസത്തിൽ തന്നെ കാണാം. പഴയ വിലാസങ്ങളെല്ലാം തുടർന്നും പ്രവർത്തിക്കും.", // 1258 adminTranslationsAddressHint
  "എല്ലാ വിവർത്തനങ്ങളും", // 1259 adminTranslationsAll
  "{language}: എല്ലാം വിവർത്തനം ചെയ്തുകഴിഞ്ഞു.", // 1260 adminTranslationsAllDone
  "പുതുക്കാനുള്ളത് {count}", // 1261 adminTranslationsBehindCount
  "{language}: പുതുക്കാനുള്ളത് {count} എണ്ണം", // 1262 adminTranslationsBehindMany
  "{language}: പുതുക്കാനുള്ളത് {count} എണ്ണം", // 1263 adminTranslationsBehindOne
  "{date}-ന് മാറ്റി", // 1264 adminTranslationsChanged
  "എണ്ണുന്നു…", // 1265 adminTranslationsCounting
  "എണ്ണം ലോഡ് ചെയ്യാനായില്ല.", // 1266 adminTranslationsCountsFailed
  "ഇംഗ്ലീഷ് എഡിറ്റ് ചെയ്യുക", // 1267 adminTranslationsEditEnglish
  "ഇംഗ്ലീഷ്", // 1268 adminTranslationsEnglish
  "ഉള്ളടക്കം", // 1269 adminTranslationsFieldContent
  "വിവരണം", // 1270 adminTranslationsFieldDescription
  "പ്രദേശം", // 1271 adminTranslationsFieldLocality
  "സ്ഥലം", // 1272 adminTranslationsFieldLocation
  "ഫോട്ടോ {n}: അതിൽ എന്താണ്", // 1273 adminTranslationsFieldPhotoAlt
  "ടാഗുകൾ", // 1274 adminTranslationsFieldTags
  "തലക്കെട്ട്", // 1275 adminTranslationsFieldTitle
  "“{title}” വിവർത്തനം ചെയ്യുക", // 1276 adminTranslationsHeading
  "മലയാളത്തിലും തമിഴിലുമുള്ള സൈറ്റ് നിങ്ങൾ ഇവിടെ എഴുതുന്നത് കാണിക്കും; ഒരു വാചകം വിവർത്തനം ചെയ്യുന്നതുവരെ അതിന്റെ പേജിൽ ഇംഗ്ലീഷ് കാണിക്കും, ഇംഗ്ലീഷ് ആണെന്ന് അടയാളപ്പെടുത്തി. ഇംഗ്ലീഷ് മാറിയാൽ, ആരെങ്കിലും പരിശോധിക്കുന്നതുവരെ അതിന്റെ വിവർത്തനം പുതുക്കേണ്ടതുണ്ട്.", // 1277 adminTranslationsIntro
  "ഇതിലെ വാചകങ്ങൾ ലോഡ് ചെയ്യാനായില്ല. വീണ്ടും ശ്രമിക്കുക.", // 1278 adminTranslationsItemLoadError
  "ഭാഷ", // 1279 adminTranslationsLanguage
  "മലയാളം", // 1280 adminTranslationsLanguageMl
  "തമിഴ്", // 1281 adminTranslationsLanguageTa
  "ഇംഗ്ലീഷിലെ പോലെ കോമ ഇട്ട് വേർതിരിക്കുക.", // 1282 adminTranslationsListHint
  "വിവർത്തനം ചെയ്യാൻ ബാക്കിയുള്ളവ ലോഡ് ചെയ്യാനായില്ല. വീണ്ടും ശ്രമിക്കുക.", // 1283 adminTranslationsLoadError
  "കൂടുതൽ കാണിക്കുക", // 1284 adminTranslationsLoadMore
  "കൂടുതൽ ലോഡ് ചെയ്യാനായില്ല. വീണ്ടും ശ്രമിക്കുക.", // 1285 adminTranslationsLoadMoreFailed
  "ലോഡ് ചെയ്യുന്നു…", // 1286 adminTranslationsLoading
  "ഇപ്പോഴും ശരിയാണ്: പരിശോധിച്ചതായി അടയാളപ്പെടുത്തുക", // 1287 adminTranslationsMarkReviewed
  "വിവർത്തനം ചെയ്യാത്തത് {count}", // 1288 adminTranslationsMissingCount
  "{language}: വിവർത്തനം ചെയ്യാനുള്ളത് {count} എണ്ണം", // 1289 adminTranslationsMissingMany
  "{language}: വിവർത്തനം ചെയ്യാനുള്ളത് {count} എണ്ണം", // 1290 adminTranslationsMissingOne
  "പുതുക്കേണ്ടതുണ്ട്", // 1291 adminTranslationsNeedsUpdate
  "(പുതിയ ടാബിൽ തുറക്കും)", // 1292 adminTranslationsNewTab
  "ഇതിൽ വിവർത്തനം ചെയ്യാൻ വാചകമൊന്നുമില്ല: ആദ്യം ഇംഗ്ലീഷ് എഴുതുക.", // 1293 adminTranslationsNoTexts
  "സേവ് ചെയ്യാത്ത മാറ്റങ്ങളില്ല", // 1294 adminTranslationsNoUnsaved
  "{language}: പുതുക്കേണ്ട വിവർത്തനങ്ങളൊന്നുമില്ല.", // 1295 adminTranslationsNoneBehind
  "വിവർത്തനം സേവ് ചെയ്യാനായില്ല. വീണ്ടും ശ്രമിക്കുക.", // 1296 adminTranslationsNotSaved
  "വിവർത്തനം ചെയ്തിട്ടില്ല", // 1297 adminTranslationsNotTranslated
  "അവസാനം സേവ് ചെയ്ത ശേഷം ഒന്നും മാറിയിട്ടില്ല.", // 1298 adminTranslationsNothingChanged
  "ഇത്തരത്തിലുള്ളതൊന്നും വിവർത്തനം ചെയ്യാനില്ല.", // 1299 adminTranslationsNothingToTranslate
  "ബ്ലോഗ് പോസ്റ്റ്", // 1300 adminTranslationsNounBlogPost
  "ഗാലറി ഐറ്റം", // 1301 adminTranslationsNounGalleryItem
  "പ്രോജക്ട്", // 1302 adminTranslationsNounProject
  "സൈറ്റിന്റെ ഭാഗം", // 1303 adminTranslationsNounSiteSection
  "{language} വിവർത്തനം സേവ് ചെയ്യുക", // 1304 adminTranslationsSave
  "{language} വിവർത്തനം സേവ് ചെയ്തു.", // 1305 adminTranslationsSaved
  "{name} സേവ് ചെയ്തത്. ഇംഗ്ലീഷ് കാണിക്കാൻ ഒഴിച്ചിടുക.", // 1306 adminTranslationsSavedBy
  "സേവ് ചെയ്യുന്നു...", // 1307 adminTranslationsSaving
  "{language} പതിപ്പ് കാണുക", // 1308 adminTranslationsSeeIt
  "കാണിക്കുക", // 1309 adminTranslationsShow
  "ഇത് എഴുതുന്നതുവരെ സൈറ്റിൽ ഇംഗ്ലീഷ് കാണിക്കും.", // 1310 adminTranslationsShowsEnglish
  "ചില വാചകങ്ങൾ സേവ് ചെയ്യാനായില്ല: താഴെ അടയാളപ്പെടുത്തിയ ഫീൽഡുകൾ നോക്കുക.", // 1311 adminTranslationsSomeNotSaved
  "ആരോ", // 1312 adminTranslationsSomeone
  "വിവർത്തനം ചെയ്ത സമയത്തെ ഇംഗ്ലീഷ്", // 1313 adminTranslationsSource
  "പുതുക്കേണ്ടതുണ്ട്", // 1314 adminTranslationsStateBehind
  "പുതുക്കിയതാണ്", // 1315 adminTranslationsStateCurrent
  "വിവർത്തനം ചെയ്തിട്ടില്ല", // 1316 adminTranslationsStateMissing
  "വിവർത്തനങ്ങൾ", // 1317 adminTranslationsTitle
  "സേവ് ചെയ്യാൻ {count} വാചകങ്ങൾ", // 1318 adminTranslationsToSaveMany
  "സേവ് ചെയ്യാൻ {count} വാചകം", // 1319 adminTranslationsToSaveOne
  "വിവർത്തനം", // 1320 adminTranslationsTranslate
  "(തലക്കെട്ടില്ല)", // 1321 adminTranslationsUntitled
  "പുതുക്കിയതാണ്", // 1322 adminTranslationsUpToDate
  "“{name}” എന്നെന്നേക്കുമായി ഡിലീറ്റ് ചെയ്യണോ? ഇതിന്റെ ഫോട്ടോകളും പോകും; പിന്നെ തിരികെ കിട്ടില്ല.", // 1323 adminTrashConfirmPurge
  "ഇപ്പോൾ ഇവിടെ {count} ഇനങ്ങൾ.", // 1324 adminTrashCountMany
  "ഇപ്പോൾ ഇവിടെ {count} ഇനം.", // 1325 adminTrashCountOne
  "ട്രാഷ് ശൂന്യമാണ്.", // 1326 adminTrashEmpty
  "ഡിലീറ്റ് ചെയ്ത പ്രോജക്ടുകളും ബ്ലോഗ് പോസ്റ്റുകളും ഗാലറി ഇനങ്ങളും അവയുടെ ഫോട്ടോകളോടൊപ്പം {days} ദിവസം ഇവിടെ ഉണ്ടാകും; അതിനുശേഷം എന്നെന്നേക്കുമായി നീക്കും.", // 1327 adminTrashIntro
  "ബ്ലോഗ് പോസ്റ്റ്", // 1328 adminTrashKindBlog
  "ഗാലറി ഇനം", // 1329 adminTrashKindGallery
  "പ്രോജക്ട്", // 1330 adminTrashKindProject
  "ട്രാഷ് ലോഡ് ചെയ്യാനായില്ല. വീണ്ടും ശ്രമിക്കുക.", // 1331 adminTrashLoadFailed
  "{kind} · ഡിലീറ്റ് ചെയ്തത് {deleted} · എന്നെന്നേക്കുമായി നീക്കുന്നത് {removed}", // 1332 adminTrashMeta
  "എന്നെന്നേക്കുമായി ഡിലീറ്റ് ചെയ്യുക", // 1333 adminTrashPurge
  "“{name}” ഡിലീറ്റ് ചെയ്യാനായില്ല. വീണ്ടും ശ്രമിക്കുക.", // 1334 adminTrashPurgeFailed
  "എന്നെന്നേക്കുമായി ഡിലീറ്റ് ചെയ്യുക: {name}", // 1335 adminTrashPurgeName
  "“{name}” എന്നെന്നേക്കുമായി ഡിലീറ്റ് ചെയ്തു.", // 1336 adminTrashPurged
  "തിരികെ കൊണ്ടുവരിക", // 1337 adminTrashRestore
  "“{name}” തിരികെ കൊണ്ടുവരാനായില്ല. വീണ്ടും ശ്രമിക്കുക.", // 1338 adminTrashRestoreFailed
  "തിരികെ കൊണ്ടുവരിക: {name}", // 1339 adminTrashRestoreName
  "“{name}” തിരികെ കൊണ്ടുവന്നു.", // 1340 adminTrashRestored
  "ലിസ്റ്റിൽ കാണുക", // 1341 adminTrashSeeInList
  "ട്രാഷ്", // 1342 adminTrashTitle
];
export default texts;
