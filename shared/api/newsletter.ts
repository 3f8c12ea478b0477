/**
 * Newsletter: the footer's e-mail box (public) and the staff subscriber list. A repeat subscription
 * gets the same answer as the first, so the form cannot be used to test who is subscribed.
 */
import { Type, type Static } from 'typebox';
import { IsoDate, ListEnvelope, PageQuery } from './common.ts';

export const SubscribeBody = Type.Object({
  email: Type.Optional(Type.String({ description: 'checked and stored lower-case by the server' })),
});
export type SubscribeBody = Static<typeof SubscribeBody>;

export const SubscribeResponse = Type.Object({ success: Type.Literal(true), message: Type.String() });
export type SubscribeResponse = Static<typeof SubscribeResponse>;

export const Subscriber = Type.Object({ id: Type.String(), email: Type.String(), created_at: IsoDate });
export type Subscriber = Static<typeof Subscriber>;

export const SubscriberListQuery = Type.Object({
  ...PageQuery.properties,
  /** Part of an address, case-insensitive. */
  q: Type.Optional(Type.String({ maxLength: 200 })),
});
export type SubscriberListQuery = Static<typeof SubscriberListQuery>;

export const SubscriberListResponse = ListEnvelope(Subscriber);
export type SubscriberListResponse = Static<typeof SubscriberListResponse>;

export const SubscriberParams = Type.Object({ id: Type.String({ maxLength: 200 }) });
export type SubscriberParams = Static<typeof SubscriberParams>;
