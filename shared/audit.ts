/**
 * What the audit trail records: every staff action that changes something has one name here, with
 * the words the Audit log screen shows for it. A feature that adds an action adds its line here and
 * calls `app.audit.record(request, { action, target, details })` (server/modules/audit/). Pure data:
 * the web bundle imports it for the filters.
 */
export const AUDIT_ACTIONS = {
  // Signing in and out
  'session.sign_in': 'Signed in',
  'session.sign_in_failed': 'Failed sign-in',
  'session.sign_out': 'Signed out',
  'session.revoke': 'Signed a session out',
  'session.revoke_all': 'Signed out everywhere',
  // Two-factor sign-in
  'two_factor.enable': 'Turned on two-factor sign-in',
  'two_factor.disable': 'Turned off two-factor sign-in',
  'two_factor.failed': 'Wrong two-factor code',
  'two_factor.recovery_code_used': 'Signed in with a recovery code',
  'two_factor.recovery_codes_regenerated': 'New recovery codes',
  'two_factor.reset': 'Reset two-factor sign-in',
  // Passwords and profile
  'password.change': 'Changed password',
  'password.reset_requested': 'Asked for a password reset link',
  'password.reset': 'Reset password by link',
  'password.set_by_operator': 'Password set from the command line',
  'profile.update': 'Updated profile',
  // Team and its settings
  'team.invite': 'Invited a member',
  'team.invite_resent': 'Resent an invitation',
  'team.role_change': 'Changed a role',
  'team.remove': 'Removed a member',
  'settings.update': 'Changed settings',
  // Content
  'content.create': 'Created',
  'content.update': 'Edited',
  'content.publish': 'Published',
  'content.schedule': 'Scheduled',
  'content.unpublish': 'Unpublished',
  'content.delete': 'Deleted',
  // Review (contributors submit, editors decide)
  'content.submit': 'Submitted for review',
  'content.withdraw': 'Withdrew from review',
  'content.send_back': 'Sent back with a note',
  // The trash (a delete above moves the thing there for 30 days)
  'trash.restore': 'Restored from the trash',
  'trash.empty': 'Deleted for good from the trash',
  // The home page's curation
  'curation.main_set': 'Set a main article',
  'curation.main_remove': 'Removed a main article',
  'curation.main_swap': 'Swapped the main articles',
  'curation.featured_order': 'Reordered featured articles',
  // Readers' comments and the newsletter
  'comment.moderate': 'Moderated comments',
  'comment.reply': 'Replied to a comment',
  'comment.delete': 'Deleted a comment',
  'comment.settings': 'Changed comment settings',
  'subscriber.delete': 'Removed a subscriber',
  'subscriber.export': 'Exported subscribers',
  'newsletter.send': 'Sent or scheduled a newsletter',
  'newsletter.cancel': 'Cancelled a newsletter',
  'newsletter.delete': 'Deleted a newsletter',
  // Backups, exports and imports
  'backup.start': 'Started a backup',
  'backup.download': 'Downloaded a backup',
  'site.export': 'Exported the site',
  'site.import': 'Imported content',
  // Author profiles (the byline and the public author page)
  'author.create': 'Added an author',
  'author.update': 'Edited an author profile',
  'author.merge': 'Merged two authors',
  'author.delete': 'Deleted an author',
  // Media
  'media.upload': 'Uploaded a file',
  'media.delete': 'Deleted a file',
  // The trail itself
  'audit.export': 'Exported the audit log',
} as const;

export type AuditAction = keyof typeof AUDIT_ACTIONS;

/** The kinds of thing an entry is about, as the screen names them. */
export const AUDIT_TARGET_TYPES = {
  user: 'Staff member',
  session: 'Session',
  article: 'Article',
  video: 'Video',
  tvshow: 'TV episode',
  tv_season: 'TV season',
  podcast_series: 'Podcast series',
  podcast: 'Podcast episode',
  comment: 'Comment',
  item: 'Item',
  subscriber: 'Subscriber',
  media: 'Media file',
  newsletter: 'Newsletter',
  backup: 'Backup',
  audio: 'Episode audio',
  settings: 'Settings',
  author: 'Author',
} as const;

export type AuditTargetType = keyof typeof AUDIT_TARGET_TYPES;

/** An action's group: the part before the dot ('content.publish' -> 'content'). */
export const actionGroup = (action: string): string => action.split('.')[0];

/** How long entries are kept before the daily pruning removes them. */
export const AUDIT_RETENTION_DAYS = 365;
