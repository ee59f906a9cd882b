/**
 * Every address the app links to or calls, built in one place. Screens and API calls share the
 * seed's path shapes (the screen `/problem/{id}` reads `GET /api/problem/{id}`), but they are
 * named apart: `paths` for screens, `apiPaths` for the server (the API client adds `/api`).
 */
const segment = (id: string) => encodeURIComponent(id);

/** A user's profile as the viewer reaches it: their own at /myprofile, anyone else's at /profile. */
export function profilePath(userId: string, viewerId: string | null | undefined): string {
  return userId === viewerId ? paths.myProfile(userId) : paths.profile(userId);
}

const problem = (problemId: string) => `/problem/${segment(problemId)}`;
const solution = (problemId: string, solutionId: string) =>
  `${problem(problemId)}/solutions/${segment(solutionId)}`;

/** Screens. */
export const paths = {
  home: '/',
  signin: '/signin',
  signup: '/signup',
  /** "Forgot password?": a mailed link, or the admin's word where the site cannot mail. */
  forgotPassword: '/forgot-password',
  /** Where a reset link lands (`?token=`). */
  resetPassword: '/reset-password',
  dashboard: '/dashboard',
  /** The dashboard filtered to one tag, as the dashboard's own filters write it. */
  dashboardTag: (tag: string) => `/dashboard?${new URLSearchParams({ tag }).toString()}`,
  addProblem: '/addproblem',
  myProblems: '/myproblems',
  bookmarkedProblems: '/bookmarkedproblems',
  problem,
  updateProblem: (problemId: string) => `${problem(problemId)}/updateproblem`,
  problemReviews: (problemId: string) => `${problem(problemId)}/reviews`,
  problemDiscussion: (problemId: string) => `${problem(problemId)}/discussion`,
  addProblemReview: (problemId: string) => `${problem(problemId)}/addreview`,
  solutions: (problemId: string) => `${problem(problemId)}/solutions`,
  addSolution: (problemId: string) => `${problem(problemId)}/addsolution`,
  solution,
  updateSolution: (problemId: string, solutionId: string) =>
    `${solution(problemId, solutionId)}/updatesolution`,
  solutionReviews: (problemId: string, solutionId: string) =>
    `${solution(problemId, solutionId)}/reviews`,
  addSolutionReview: (problemId: string, solutionId: string) =>
    `${solution(problemId, solutionId)}/addreview`,
  profile: (userId: string) => `/profile/${segment(userId)}`,
  myProfile: (userId: string) => `/myprofile/${segment(userId)}`,
  updateProfile: (userId: string) => `/myprofile/${segment(userId)}/updateprofile`,
  /** The invitation page of the original app: the recipient's id comes first. */
  inviteCollaborator: (recipientId: string) => `/${segment(recipientId)}/collaborator`,
  invitations: '/invitations',
  messages: '/messages',
  /** The conversation with one user, opened by the messages screen. */
  messagesWith: (userId: string) => `/messages?${new URLSearchParams({ with: userId }).toString()}`,
  contests: '/contests',
  blogs: '/blogs',
  /** The blog list searched for `q` (title or author). */
  blogsSearch: (q: string) => `/blogs?${new URLSearchParams({ q }).toString()}`,
  addBlog: '/addblog',
  blog: (blogId: string) => `/blogs/${segment(blogId)}`,
  editBlog: (blogId: string) => `/blogs/${segment(blogId)}/edit`,
  notifications: '/notifications',
  /** The moderators' queue of open reports. */
  moderation: '/moderation',
  collaborators: '/collaborators',
  importantLinks: '/importantlinks',
  addLink: '/importantlink/addlink',
  /** The viewer's lists to work through, and one list (anyone's readable one). */
  lists: '/lists',
  list: (listId: string) => `/lists/${segment(listId)}`,
  /** A new AI chat. */
  askAi: '/askai',
  /** One stored AI conversation. */
  askAiConversation: (conversationId: string) => `/askai/${segment(conversationId)}`,
  /** A new AI chat that starts by asking for a first hint on the problem. */
  askAiHint: (problemId: string) => `/askai?${new URLSearchParams({ problemId }).toString()}`,
  /** Show my email, show when I'm online, blocked users. */
  settings: '/settings',
  /** The OpenAPI browser the server serves (a full page load, not a client route). */
  apiDocs: '/api/docs',
} as const;

/** Server calls, relative to `/api`. */
export const apiPaths = {
  checkAuth: '/check-auth',
  signin: '/signin',
  signup: '/signup',
  logout: '/logout',
  dashboard: '/dashboard',
  topUsers: '/top-users',
  myProblems: '/myproblems',
  bookmarkedProblems: '/bookmarkedproblems',
  addProblem: '/addproblem',
  /** GET ?url=: a Codeforces, AtCoder or LeetCode problem's title, tags and difficulty. */
  problemLookup: '/problems/lookup',
  problem,
  updateProblem: (problemId: string) => `${problem(problemId)}/updateproblem`,
  deleteProblem: (problemId: string) => `${problem(problemId)}/deleteproblem`,
  /** PUT {status} sets, DELETE clears the viewer's mark on a problem (and its twins). */
  problemMark: (problemId: string) => `${problem(problemId)}/mark`,
  bookmark: (problemId: string) => `/bookmark/${segment(problemId)}`,
  unbookmark: (problemId: string) => `/unbookmark/${segment(problemId)}`,
  solutions: (problemId: string) => `${problem(problemId)}/solutions`,
  addSolution: (problemId: string) => `${problem(problemId)}/addsolution`,
  solution,
  updateSolution: (problemId: string, solutionId: string) =>
    `${solution(problemId, solutionId)}/updatesolution`,
  deleteSolution: (problemId: string, solutionId: string) =>
    `${solution(problemId, solutionId)}/deletesolution`,
  profile: (userId: string) => `/myprofile/${segment(userId)}`,
  updateProfile: (userId: string) => `/myprofile/${segment(userId)}/updateprofile`,
  userProblems: (userId: string) => `/myprofile/${segment(userId)}/problems`,
  userSolutions: (userId: string) => `/myprofile/${segment(userId)}/solutions`,
  /** A year of a user's activity (`?year=`, the current one when left out) and their streaks. */
  userActivity: (userId: string) => `/users/${segment(userId)}/activity`,
  searchUser: '/searchuser',
  collaborations: '/collaborations',
  /** The people to talk to, paged, `?q=` filtering by username. */
  chatUsers: '/messages/users',
  /** Unread messages from everyone (the header's badge). */
  unreadMessages: '/messages/unread',
  /** The conversation with one user, oldest first, paged towards older messages. */
  conversation: (userId: string) => `/messages/${segment(userId)}`,
  sendMessage: (userId: string) => `/messages/send/${segment(userId)}`,
  markConversationRead: (userId: string) => `/messages/${segment(userId)}/read`,
  /** Accept or decline a stranger's message request. */
  answerRequest: (userId: string, answer: 'accept' | 'decline') =>
    `/messages/${segment(userId)}/${answer}`,
  /** The people the viewer blocked. */
  blocks: '/blocks',
  /** POST blocks, DELETE unblocks. */
  block: (userId: string) => `/blocks/${segment(userId)}`,
  answerInvitation: (invitationId: string, answer: 'accept' | 'decline') =>
    `/collaborations/${segment(invitationId)}/${answer}`,
  /** `?phase=upcoming|finished`: the contest calendar's list and each source's state. */
  contests: '/contests',
  /** GET the viewer's feed token (null before the first), POST a new one. */
  contestFeedToken: '/contests/feed-token',
  /** The iCalendar feed a calendar app subscribes to (its full address is built with `/api`). */
  contestFeed: '/contests.ics',
  /** POST: an ended contest's problems go on the viewer's to-do. */
  contestUpsolve: (source: string, contestId: string) =>
    `/contests/${segment(source)}/${segment(contestId)}/upsolve`,
  /** The viewer's progress on each contest they upsolve. */
  contestUpsolving: '/contests/upsolving',
  /** GET the viewer's linked handles, POST {site, handle} links one (answers its challenge). */
  handles: '/handles',
  /** DELETE unlinks the viewer's handle of a site. */
  handle: (site: string) => `/handles/${segment(site)}`,
  /** POST: checks the handle's challenge. */
  verifyHandle: (site: string) => `/handles/${segment(site)}/verify`,
  /** POST: "Sync now". */
  syncHandle: (site: string) => `/handles/${segment(site)}/sync`,
  /** A user's verified handles, as their profile shows them. */
  userHandles: (userId: string) => `/users/${segment(userId)}/handles`,
  blogs: '/blogs',
  addBlog: '/blogs/addblog',
  blog: (blogId: string) => `/blogs/${segment(blogId)}`,
  blogComments: (blogId: string) => `/blogs/${segment(blogId)}/comments`,
  blogComment: (blogId: string, commentId: string) =>
    `/blogs/${segment(blogId)}/comments/${segment(commentId)}`,
  discussion: (problemId: string) => `${problem(problemId)}/discussion`,
  discussionPost: (problemId: string, postId: string) =>
    `${problem(problemId)}/discussion/${segment(postId)}`,
  /** PUT {value: 1 | -1 | 0}: the viewer's vote on a blog, comment or post. */
  vote: (kind: string, id: string) => `/votes/${segment(kind)}/${segment(id)}`,
  notifications: '/notifications',
  unreadNotifications: '/notifications/unread',
  markNotificationsRead: '/notifications/read',
  reports: '/reports',
  moderationReports: '/moderation/reports',
  moderate: (kind: string, id: string, action: 'remove' | 'restore') =>
    `/moderation/${segment(kind)}/${segment(id)}/${action}`,
  dismissReport: (reportId: string) => `/moderation/reports/${segment(reportId)}/dismiss`,
  /** GET the viewer's saved links, POST a new one. */
  links: '/implinks',
  /** PATCH renames, DELETE deletes one saved link. */
  link: (linkId: string) => `/implinks/${segment(linkId)}`,
  /** PUT {ids}: the viewer's links in a new order. */
  linksOrder: '/implinks/order',
  /** GET the viewer's lists, POST a new one. */
  lists: '/lists',
  /** GET, PUT (name, description, visibility) or DELETE one list. */
  list: (listId: string) => `/lists/${segment(listId)}`,
  /** PUT {problemIds}: the list's problems, all of them, in order. */
  listProblems: (listId: string) => `/lists/${segment(listId)}/problems`,
  /** A user's public lists, as their profile shows them. */
  userLists: (userId: string) => `/users/${segment(userId)}/lists`,
  /** POST: starts "Link with Codeforces", answering the Codeforces sign-in page to go to. */
  codeforcesSignIn: '/handles/codeforces/sign-in',
  /** POST a question to the AI assistant (streamed with `Accept: text/event-stream`). */
  askAi: '/askai',
  /** GET the viewer's AI conversations, `?problemId=` keeping one problem's hint conversations. */
  aiConversations: '/ai/conversations',
  /** GET one AI conversation with its turns, PATCH {title} renames it, DELETE deletes it. */
  aiConversation: (conversationId: string) => `/ai/conversations/${segment(conversationId)}`,
  /** GET whom the AI assistant asks (its name titles the chat). */
  aiProvider: '/ai/provider',
  /** PUT {current, next}. */
  accountPassword: '/account/password',
  /** PUT {password, email}. */
  accountEmail: '/account/email',
  /** GET the viewer's signed-in sessions; DELETE ends all but this one. */
  accountSessions: '/account/sessions',
  /** DELETE ends one of the viewer's sessions. */
  accountSession: (sessionId: string) => `/account/sessions/${segment(sessionId)}`,
  /** GET {byMail}: whether "Forgot password?" can mail a link. */
  accountRecovery: '/account/recovery',
  /** POST {email}: mails a reset link (the same answer whether or not the address exists). */
  accountForgot: '/account/forgot',
  /** POST {token, password}. */
  accountReset: '/account/reset',
  /** GET: everything the viewer wrote and set, as a JSON file. */
  accountExport: '/account/export',
  /** DELETE {password}: the viewer's account. */
  account: '/account',
  /** The problem's or, with a solution id, the solution's: `…/reviews`, `…/addreview`. */
  reviewed: (problemId: string, solutionId?: string) =>
    solutionId === undefined ? problem(problemId) : solution(problemId, solutionId),
} as const;
