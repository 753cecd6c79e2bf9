/** DELETE /api/account — the person confirms with their password. */
export interface DeleteAccountRequest {
  password: string;
}

/** What the deletion did, for the person's screen (no personal text). */
export interface DeleteAccountResponse {
  message: string;
  /** True when at least one subscription that had not ended will now end with its paid period. */
  subscriptionCancelled: boolean;
}

/** GET /api/account/export answers a ZIP named like this for the server's current UTC date. */
export const accountExportFileName = (isoDate: string): string => `inhala-mis-datos-${isoDate}.zip`;
