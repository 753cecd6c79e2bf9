"use strict";
var __createBinding = (this && this.__createBinding) || (Object.create ? (function(o, m, k, k2) {
    if (k2 === undefined) k2 = k;
    var desc = Object.getOwnPropertyDescriptor(m, k);
    if (!desc || ("get" in desc ? !m.__esModule : desc.writable || desc.configurable)) {
      desc = { enumerable: true, get: function() { return m[k]; } };
    }
    Object.defineProperty(o, k2, desc);
}) : (function(o, m, k, k2) {
    if (k2 === undefined) k2 = k;
    o[k2] = m[k];
}));
var __exportStar = (this && this.__exportStar) || function(m, exports) {
    for (var p in m) if (p !== "default" && !Object.prototype.hasOwnProperty.call(exports, p)) __createBinding(exports, m, p);
};
Object.defineProperty(exports, "__esModule", { value: true });
__exportStar(require("./errors/domain-error"), exports);
__exportStar(require("./accounts/validation"), exports);
__exportStar(require("./accounts/roles"), exports);
__exportStar(require("./accounts/reset-code"), exports);
__exportStar(require("./accounts/session-policy"), exports);
__exportStar(require("./access/gating"), exports);
__exportStar(require("./conversion/value-propositions"), exports);
__exportStar(require("./angel-mondays/gradients"), exports);
__exportStar(require("./angel-mondays/audio-source"), exports);
__exportStar(require("./angel-mondays/ordering"), exports);
__exportStar(require("./dates/spanish-dates"), exports);
__exportStar(require("./morning-pages/morning-page-rules"), exports);
__exportStar(require("./subscriptions/subscription-state"), exports);
__exportStar(require("./subscriptions/subscription-flags"), exports);
__exportStar(require("./subscriptions/profile-badge"), exports);
__exportStar(require("./subscriptions/plans"), exports);
__exportStar(require("./subscriptions/portal-route"), exports);
__exportStar(require("./subscriptions/checkout-errors"), exports);
__exportStar(require("./contracts/accounts"), exports);
__exportStar(require("./contracts/angel-mondays"), exports);
__exportStar(require("./contracts/morning-pages"), exports);
__exportStar(require("./contracts/admin"), exports);
__exportStar(require("./contracts/remotes"), exports);
__exportStar(require("./contracts/health"), exports);
__exportStar(require("./contracts/subscription"), exports);
__exportStar(require("./contracts/journal"), exports);
__exportStar(require("./journal/journal-pagination"), exports);
__exportStar(require("./meditations/similarity"), exports);
__exportStar(require("./meditations/meditation-links"), exports);
