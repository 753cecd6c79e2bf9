/**
 * The one definition of an Angel Monday people may see at `$1` (01 §2): published, not deleted,
 * and with no publication instant or one that has come. Every read for people uses it, so a
 * draft or a scheduled message never leaks through one of them.
 */
export const VISIBLE_ANGEL_MONDAY = `status = 'published' AND deleted_at IS NULL AND (publish_at IS NULL OR publish_at <= $1)`;
