/**
 * Newsletter: the public sign-up with double opt-in (the footer's e-mail box, the confirmation and
 * unsubscribe pages, a subscriber's preferences), and the staff side: subscribers, issues composed
 * from recent items, sending with its report, the weekly digest, the numbers for the dashboard.
 *
 * A sign-up gets the same answer whether the address is new, waiting for its confirmation or
 * already subscribed, so the form cannot be used to test who is subscribed. A subscriber's links
 * carry their token in the page's fragment (#token=...), which never reaches a server log; the
 * pages send it in the body of a POST or in the X-Newsletter-Token header.
 */
import { Type, type Static } from 'typebox';
import { CONTENT_TYPES } from '../constants.ts';
import { Envelope, IsoDate, ListEnvelope, Nullable, PageQuery, Uuid } from './common.ts';

export const SubscribeBody = Type.Object({
  email: Type.Optional(Type.String({ description: 'checked and stored lower-case by the server' })),
});
export type SubscribeBody = Static<typeof SubscribeBody>;

export const SubscribeResponse = Type.Object({ success: Type.Literal(true), message: Type.String() });
export type SubscribeResponse = Static<typeof SubscribeResponse>;

const Token = Type.String({ minLength: 1, maxLength: 200 });

export const ConfirmBody = Type.Object({ token: Token });
export type ConfirmBody = Static<typeof ConfirmBody>;

export const SUBSCRIBER_STATUSES = ['pending', 'active', 'unsubscribed', 'bounced'] as const;
export type SubscriberStatus = (typeof SUBSCRIBER_STATUSES)[number];

/** What a subscriber manages from their preferences link. */
export const Preferences = Type.Object({
  email: Type.String(),
  status: Type.Enum([...SUBSCRIBER_STATUSES]),
  /** The newsroom's newsletters (issues staff compose). */
  newsroom: Type.Boolean(),
  /** The weekly digest of the newest items. */
  digest: Type.Boolean(),
  /** Their preferences token, for the preferences link (the confirmation page gets it here). */
  token: Type.String(),
});
export type Preferences = Static<typeof Preferences>;
export const PreferencesResponse = Envelope(Preferences);
export type PreferencesResponse = Static<typeof PreferencesResponse>;

export const TOKEN_HEADER = 'x-newsletter-token';
export const PreferencesHeaders = Type.Object({ [TOKEN_HEADER]: Token });
export type PreferencesHeaders = Static<typeof PreferencesHeaders>;

/** Which newsletters to get; neither unsubscribes, either resubscribes an address that had unsubscribed. */
export const UpdatePreferencesBody = Type.Object({ token: Token, newsroom: Type.Boolean(), digest: Type.Boolean() });
export type UpdatePreferencesBody = Static<typeof UpdatePreferencesBody>;

/** Unsubscribes from everything: with the preferences token, or with the pair of a mail's List-Unsubscribe address. */
export const UnsubscribeBody = Type.Object({
  token: Type.Optional(Token),
  u: Type.Optional(Type.String({ maxLength: 200 })),
  k: Type.Optional(Type.String({ maxLength: 200 })),
});
export type UnsubscribeBody = Static<typeof UnsubscribeBody>;

/** The List-Unsubscribe address's query: the subscriber and the key that proves the link came from a mail to them. */
export const OneClickQuery = Type.Object({ u: Type.String({ maxLength: 200 }), token: Type.String({ maxLength: 200, description: 'the key of the List-Unsubscribe address' }) });
export type OneClickQuery = Static<typeof OneClickQuery>;

// ---------------------------------------------------------------------------------------------
// Staff: subscribers
// ---------------------------------------------------------------------------------------------

export const Subscriber = Type.Object({
  id: Type.String(),
  email: Type.String(),
  status: Type.Enum([...SUBSCRIBER_STATUSES]),
  newsroom: Type.Boolean(),
  digest: Type.Boolean(),
  created_at: IsoDate,
  confirmed_at: Nullable(IsoDate),
  unsubscribed_at: Nullable(IsoDate),
  /** Why the last mail to it bounced (the server's reply). */
  bounce_reason: Nullable(Type.String()),
});
export type Subscriber = Static<typeof Subscriber>;

export const SubscriberListQuery = Type.Object({
  ...PageQuery.properties,
  /** Part of an address, case-insensitive. */
  q: Type.Optional(Type.String({ maxLength: 200 })),
  status: Type.Optional(Type.Enum([...SUBSCRIBER_STATUSES])),
});
export type SubscriberListQuery = Static<typeof SubscriberListQuery>;

export const SubscriberListResponse = ListEnvelope(Subscriber);
export type SubscriberListResponse = Static<typeof SubscriberListResponse>;

export const SubscriberParams = Type.Object({ id: Type.String({ maxLength: 200 }) });
export type SubscriberParams = Static<typeof SubscriberParams>;

/** The audience in numbers: now, and over the last 30 days. */
export const NewsletterStats = Type.Object({
  active: Type.Integer(),
  pending: Type.Integer(),
  unsubscribed: Type.Integer(),
  bounced: Type.Integer(),
  confirmations_30d: Type.Integer(),
  unsubscribes_30d: Type.Integer(),
  issues_sent_30d: Type.Integer(),
  mails_sent_30d: Type.Integer(),
});
export type NewsletterStats = Static<typeof NewsletterStats>;
export const NewsletterStatsResponse = Envelope(NewsletterStats);
export type NewsletterStatsResponse = Static<typeof NewsletterStatsResponse>;

/** Asks the pending addresses that were never sent a confirmation (sign-ups from before double opt-in) to confirm. */
export const ConfirmRequestsResponse = Envelope(Type.Object({ asked: Type.Integer({ minimum: 0 }) }));
export type ConfirmRequestsResponse = Static<typeof ConfirmRequestsResponse>;

// ---------------------------------------------------------------------------------------------
// Staff: issues
// ---------------------------------------------------------------------------------------------

/** A public item as a newsletter shows it. */
export const NewsletterItem = Type.Object({
  id: Type.String(),
  type: Type.Enum([...CONTENT_TYPES]),
  title: Type.String(),
  summary: Type.String(),
  /** Relative (/media/...) or absolute; '' for none. */
  image: Type.String(),
  /** The item's public page, absolute. */
  url: Type.String(),
  published: IsoDate,
});
export type NewsletterItem = Static<typeof NewsletterItem>;

export const ISSUE_STATUSES = ['draft', 'scheduled', 'sending', 'sent', 'cancelled'] as const;
export type IssueStatus = (typeof ISSUE_STATUSES)[number];

/** How the recipients of an issue stand. */
export const DeliveryCounts = Type.Object({
  total: Type.Integer(),
  queued: Type.Integer(),
  sending: Type.Integer(),
  sent: Type.Integer(),
  failed: Type.Integer(),
  skipped: Type.Integer(),
  unknown: Type.Integer(),
});
export type DeliveryCounts = Static<typeof DeliveryCounts>;

export const Issue = Type.Object({
  id: Type.String(),
  kind: Type.Enum(['newsroom', 'digest']),
  subject: Type.String(),
  intro: Type.String(),
  /** Item ids in the order they show. */
  items: Type.Array(Type.String()),
  status: Type.Enum([...ISSUE_STATUSES]),
  scheduled_at: Nullable(IsoDate),
  started_at: Nullable(IsoDate),
  finished_at: Nullable(IsoDate),
  created_at: IsoDate,
  updated_at: IsoDate,
  counts: DeliveryCounts,
});
export type Issue = Static<typeof Issue>;

/** A chosen item the mail leaves out because it is not public now; it comes back by itself once it is (restored from the trash, published again). */
export const UnavailableItem = Type.Object({
  id: Type.String(),
  /** '' when the item was deleted for good. */
  type: Type.Union([Type.Enum([...CONTENT_TYPES]), Type.Literal('')]),
  /** '' when the item was deleted for good. */
  title: Type.String(),
  reason: Type.Enum(['trash', 'not_public', 'gone']),
  /** What the compose screen says of it: 'In the trash: left out of the mail until it is restored'. */
  note: Type.String(),
});
export type UnavailableItem = Static<typeof UnavailableItem>;

export const IssueDetail = Type.Object({
  ...Issue.properties,
  /** The items that are still public, in order (an item taken down since is left out of the mail). */
  resolved: Type.Array(NewsletterItem),
  /** The chosen items that are not public now (in the trash, unpublished, deleted for good), in order: left out of the mail. */
  unavailable: Type.Array(UnavailableItem),
  /** Active subscribers of this newsletter now: who a send would reach. */
  audience: Type.Integer(),
});
export type IssueDetail = Static<typeof IssueDetail>;

export const IssueListResponse = ListEnvelope(Issue);
export type IssueListResponse = Static<typeof IssueListResponse>;
export const IssueResponse = Envelope(IssueDetail);
export type IssueResponse = Static<typeof IssueResponse>;

/** Permissive: shared/validation/newsletter.ts checks and words the problems. */
export const IssueBody = Type.Object({
  subject: Type.Optional(Type.String()),
  intro: Type.Optional(Type.String()),
  items: Type.Optional(Type.Array(Uuid, { maxItems: 100 })),
});
export type IssueBody = Static<typeof IssueBody>;

export const IssueParams = Type.Object({ id: Uuid });
export type IssueParams = Static<typeof IssueParams>;

export const SendIssueBody = Type.Object({
  /** When to send it; none (or a time already past): now. */
  at: Type.Optional(Type.String({ format: 'date-time', description: 'ISO 8601 date-time' })),
});
export type SendIssueBody = Static<typeof SendIssueBody>;

export const MailPreview = Type.Object({ subject: Type.String(), html: Type.String(), text: Type.String() });
export type MailPreview = Static<typeof MailPreview>;
export const MailPreviewResponse = Envelope(MailPreview);
export type MailPreviewResponse = Static<typeof MailPreviewResponse>;

export const DELIVERY_STATUSES = ['queued', 'sending', 'sent', 'failed', 'skipped', 'unknown'] as const;

export const Delivery = Type.Object({
  email: Type.String(),
  status: Type.Enum([...DELIVERY_STATUSES]),
  /** Why it failed, was skipped, or is unknown. */
  error: Nullable(Type.String()),
  sent_at: Nullable(IsoDate),
});
export type Delivery = Static<typeof Delivery>;

export const DeliveryListQuery = Type.Object({ ...PageQuery.properties, status: Type.Optional(Type.Enum([...DELIVERY_STATUSES])) });
export type DeliveryListQuery = Static<typeof DeliveryListQuery>;
export const DeliveryListResponse = ListEnvelope(Delivery);
export type DeliveryListResponse = Static<typeof DeliveryListResponse>;

export const NewsletterItemsQuery = Type.Object({ q: Type.Optional(Type.String({ maxLength: 200 })) });
export type NewsletterItemsQuery = Static<typeof NewsletterItemsQuery>;
export const NewsletterItemsResponse = Envelope(Type.Array(NewsletterItem));
export type NewsletterItemsResponse = Static<typeof NewsletterItemsResponse>;

// ---------------------------------------------------------------------------------------------
// Staff: the weekly digest
// ---------------------------------------------------------------------------------------------

export const DigestSettings = Type.Object({
  enabled: Type.Boolean(),
  /** Day of the week it goes out, 0 = Sunday ... 6 = Saturday (UTC). */
  weekday: Type.Integer({ minimum: 0, maximum: 6 }),
  /** Hour of that day, 0-23 (UTC). */
  hour: Type.Integer({ minimum: 0, maximum: 23 }),
  /** At most this many of the newest items. */
  max_items: Type.Integer({ minimum: 1, maximum: 20 }),
});
export type DigestSettings = Static<typeof DigestSettings>;

export const DigestState = Type.Object({
  ...DigestSettings.properties,
  /** When the next one goes out (null when off). */
  next_at: Nullable(IsoDate),
});
export type DigestState = Static<typeof DigestState>;
export const DigestResponse = Envelope(DigestState);
export type DigestResponse = Static<typeof DigestResponse>;
