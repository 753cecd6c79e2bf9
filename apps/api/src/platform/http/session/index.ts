/** The session as every controller sees it: who is calling, and the policy a route demands. */
export { CurrentUser } from './current-user.decorator';
export { SessionAuthenticator } from './session-authenticator.port';
export { Authenticated, SessionGuard, sessionTokenOf } from './session.guard';
