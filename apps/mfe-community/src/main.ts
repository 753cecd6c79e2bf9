// A remote has no page of its own: the shell loads what it exposes through remoteEntry.js.
export {};
