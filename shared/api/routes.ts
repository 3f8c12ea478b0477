/**
 * Every JSON route of the API, keyed `'METHOD /path'` (the path after `/api`, parameters as
 * `:name`), with the schemas of its parameters, query, body and successful answer. The server's
 * routes declare these same schema objects (tests/server/api-routes.test.ts keeps the keys in step
 * with what the server registers); the web app imports only the types (`ApiRoutes`), so a request
 * is typed by its key and no envelope is written by hand.
 */
import { Type, type Static, type TSchema } from 'typebox';
import * as articles from './articles.ts';
import * as audit from './audit.ts';
import * as auth from './auth.ts';
import * as backups from './backups.ts';
import * as comments from './comments.ts';
import { AnyIdParams, Envelope, IdParams, ItemIdParams, MessageResponse, pageQuery } from './common.ts';
import { Article, PodcastEpisode, TvEpisode, Video } from './content.ts';
import * as dashboard from './dashboard.ts';
import * as deletion from './deletion.ts';
import * as editing from './editing.ts';
import * as likes from './likes.ts';
import * as media from './media.ts';
import * as newsletter from './newsletter.ts';
import * as podcasts from './podcasts.ts';
import * as previews from './previews.ts';
import * as review from './review.ts';
import * as pub from './public.ts';
import * as nextReads from './next-reads.ts';
import * as search from './search.ts';
import * as site from './site.ts';
import * as tags from './tags.ts';
import * as team from './team.ts';
import * as authors from './authors.ts';
import * as transfer from './transfer.ts';
import * as trash from './trash.ts';
import * as tvshows from './tvshows.ts';
import * as videos from './videos.ts';

interface RouteSchemas {
  params?: TSchema;
  query?: TSchema;
  body?: TSchema;
  headers?: TSchema;
  response: TSchema;
}

/** An upload is multipart form data, which no JSON schema describes. */
const Upload = Type.Unsafe<FormData>({ description: 'multipart/form-data with a `file` part and an optional `alt`' });
/** An episode audio upload: multipart form data with one `file` part (MP3 or M4A). */
const AudioUpload = Type.Unsafe<FormData>({ description: 'multipart/form-data with a `file` part (MP3 or M4A)' });

/** The schemas of the editing routes every content type has (server/modules/content/editing-routes.ts). */
const EDITING = {
  revisions: { params: ItemIdParams, query: editing.RevisionListQuery, response: editing.RevisionListResponse },
  revision: { params: editing.RevisionParams, response: editing.RevisionResponse },
  workingCopy: { params: ItemIdParams, response: editing.WorkingCopyResponse },
  discard: { params: ItemIdParams, response: MessageResponse },
  presence: { params: ItemIdParams, body: editing.PresenceBody, response: editing.PresenceResponse },
  leave: { params: ItemIdParams, query: editing.PresenceBody, response: MessageResponse },
} as const;
const SEND_BACK = { params: ItemIdParams, body: review.SendBackBody, response: Envelope(review.ReviewItem) } as const;
const restore = <T extends TSchema>(item: T) => ({ params: editing.RevisionParams, headers: editing.IfMatchHeaders, body: editing.VersionBody, response: Envelope(item) });
const autosave = <T extends TSchema>(body: T) => ({ params: ItemIdParams, headers: editing.IfMatchHeaders, body, response: editing.AutosaveResponse });

export const API_ROUTES = {
  // Staff sign-in and profile
  'POST /auth/login': { body: auth.LoginBody, response: auth.LoginResponse },
  'POST /auth/logout': { response: MessageResponse },
  'GET /auth/me': { response: auth.MeResponse },
  'POST /auth/forgotpassword': { body: auth.ForgotPasswordBody, response: auth.ForgotPasswordResponse },
  'PUT /auth/resetpassword/:token': { params: auth.ResetPasswordParams, body: auth.ResetPasswordBody, response: auth.ResetPasswordResponse },
  'PUT /auth/changepassword': { body: auth.ChangePasswordBody, response: auth.ChangePasswordResponse },
  'PUT /auth/updateprofile': { body: auth.UpdateProfileBody, response: auth.UpdateProfileResponse },
  'POST /auth/login/two-factor': { body: auth.TwoFactorSignInBody, response: auth.TwoFactorSignInResponse },
  'POST /auth/login/two-factor/setup': { body: auth.ChallengeBody, response: auth.TwoFactorSetupResponse },
  'GET /auth/sessions': { response: auth.SessionListResponse },
  'DELETE /auth/sessions/:id': { params: auth.SessionParams, response: MessageResponse },
  'DELETE /auth/sessions': { response: MessageResponse },
  'GET /auth/two-factor': { response: auth.TwoFactorStatusResponse },
  'POST /auth/two-factor/setup': { body: auth.PasswordConfirmBody, response: auth.TwoFactorSetupResponse },
  'POST /auth/two-factor/enable': { body: auth.TwoFactorCodeBody, response: auth.RecoveryCodesResponse },
  'POST /auth/two-factor/disable': { body: auth.PasswordConfirmBody, response: MessageResponse },
  'POST /auth/two-factor/recovery-codes': { body: auth.PasswordConfirmBody, response: auth.RecoveryCodesResponse },

  // Public site
  'GET /public/articles': { query: pub.PublicArticlesQuery, response: pub.ArticleListResponse },
  'GET /public/articles/editors-pick': { response: pub.ArticleArrayResponse },
  'GET /public/articles/main': { response: pub.MainArticlesResponse },
  'GET /public/articles/regular': { query: pub.RegularArticlesQuery, response: pub.ArticleListResponse },
  'GET /public/articles/featured': { query: pub.LimitQuery, response: pub.ArticleArrayResponse },
  'GET /public/articles/trending': { query: pub.LimitQuery, response: pub.ArticleArrayResponse },
  'GET /public/articles/:id': { params: ItemIdParams, response: pub.ArticleResponse },
  'GET /public/articles/:id/related': { params: ItemIdParams, response: pub.ArticleArrayResponse },
  'GET /public/home': { query: nextReads.HomeQuery, response: nextReads.HomeStoriesResponse },
  'GET /public/authors/:slug': { params: pub.AuthorParams, query: pub.AuthorQuery, response: pub.AuthorResponse },
  'GET /public/videos': { query: pub.PublicListQuery, response: pub.VideoListResponse },
  'GET /public/videos/:id': { params: ItemIdParams, response: pub.VideoResponse },
  'GET /public/tvshows': { query: pub.PublicTvQuery, response: pub.TvShowListResponse },
  'GET /public/tvshows/seasons': { response: pub.TvSeasonsResponse },
  'GET /public/tvshows/:id': { params: ItemIdParams, response: pub.TvShowResponse },
  'GET /public/tvshows/:id/next': { params: ItemIdParams, response: nextReads.TvNextResponse },
  'GET /public/podcasts': { query: pub.PublicPodcastQuery, response: pub.PodcastListResponse },
  'GET /public/podcasts/series': { response: pub.PodcastSeriesResponse },
  'GET /public/podcasts/:id': { params: ItemIdParams, response: pub.PodcastResponse },
  'GET /public/podcasts/:id/next': { params: ItemIdParams, response: nextReads.PodcastNextResponse },
  'GET /public/previews/:token': { params: previews.PreviewTokenParams, response: previews.PreviewResponse },
  'POST /public/podcasts/:id/play': { params: ItemIdParams, response: pub.PlayResponse },
  'GET /public/health': { response: pub.HealthResponse },
  'GET /public/search': { query: search.SearchQuery, response: search.SearchResponse },
  'POST /public/newsletter': { body: newsletter.SubscribeBody, response: newsletter.SubscribeResponse },
  'POST /public/newsletter/confirm': { body: newsletter.ConfirmBody, response: newsletter.PreferencesResponse },
  'GET /public/newsletter/preferences': { headers: newsletter.PreferencesHeaders, response: newsletter.PreferencesResponse },
  'PUT /public/newsletter/preferences': { body: newsletter.UpdatePreferencesBody, response: newsletter.PreferencesResponse },
  'POST /public/newsletter/unsubscribe': { body: newsletter.UnsubscribeBody, response: newsletter.PreferencesResponse },
  'POST /public/newsletter/one-click': { query: newsletter.OneClickQuery, response: MessageResponse },

  // Likes and comments (public writes, staff moderation)
  'GET /likes/:id': { params: likes.LikeParams, headers: likes.VisitorHeaders, response: likes.LikeCountResponse },
  'POST /likes/:id/increment': { params: likes.LikeParams, headers: likes.VisitorHeaders, response: likes.LikeWriteResponse },
  'POST /likes/:id/decrement': { params: likes.LikeParams, headers: likes.VisitorHeaders, response: likes.LikeWriteResponse },
  'GET /likes/most-liked/articles': { query: likes.MostLikedQuery, response: likes.MostLikedResponse },
  'POST /comments/:id': { params: comments.CommentItemParams, body: comments.CreateCommentBody, response: comments.CommentResponse },
  'GET /comments/:id': { params: comments.CommentItemParams, query: comments.CommentListQuery, response: comments.CommentListResponse },
  'GET /comments/:id/count': { params: comments.CommentItemParams, response: comments.CommentCountResponse },
  'GET /comments/recent/all': { query: comments.RecentCommentsQuery, response: comments.RecentCommentsResponse },
  'GET /comments': { query: comments.StaffCommentListQuery, response: comments.StaffCommentListResponse },
  'POST /comments/bulk-delete': { body: comments.BulkDeleteCommentsBody, response: comments.BulkDeleteCommentsResponse },
  'DELETE /comments/comment/:commentId': { params: comments.CommentIdParams, response: trash.MovedToTrashResponse },
  'GET /comments/pending-count': { response: comments.PendingCountResponse },
  'POST /comments/moderate': { body: comments.ModerateCommentsBody, response: comments.ModerateCommentsResponse },
  'POST /comments/comment/:commentId/reply': { params: comments.CommentIdParams, body: comments.ReplyBody, response: comments.ReplyResponse },
  'GET /public/site': { response: site.PublicSiteResponse },
  'GET /public/site/about': { response: site.PublicAboutResponse },
  'GET /site': { response: site.SiteSettingsResponse },
  'PUT /site': { body: site.UpdateSiteSettingsBody, response: site.SiteSettingsResponse },
  'GET /categories': { response: site.CategoryListResponse },
  'POST /categories': { body: site.CategoryBody, response: site.CategoryResponse },
  'PUT /categories/order': { body: site.CategoryOrderBody, response: site.CategoryListResponse },
  'PUT /categories/:id': { params: IdParams, body: site.CategoryBody, response: site.CategoryResponse },
  'POST /categories/:id/retire': { params: IdParams, body: site.RetireCategoryBody, response: site.RetireCategoryResponse },
  'POST /categories/:id/restore': { params: IdParams, response: site.CategoryResponse },
  'GET /comments/settings': { response: comments.CommentSettingsResponse },
  'PUT /comments/settings': { body: comments.UpdateCommentSettingsBody, response: comments.CommentSettingsResponse },
  'DELETE /comments/settings/commenters/:ruleId': { params: comments.AuthorRuleParams, response: MessageResponse },
  'GET /comments/items': { query: comments.CommentItemsQuery, response: comments.CommentItemsResponse },
  'PUT /comments/items/:id/mode': { params: comments.ItemModeParams, body: comments.ItemModeBody, response: comments.CommentItemResponse },

  // Articles and the homepage slots
  'GET /articles': { query: articles.ArticleListQuery, response: articles.ArticleListResponse },
  'POST /articles': { body: articles.CreateArticleBody, response: articles.ArticleResponse },
  'POST /articles/preview': { body: articles.ArticlePreviewBody, response: articles.ArticlePreviewResponse },
  'GET /articles/trending': { query: articles.CuratedListQuery, response: articles.TrendingListResponse },
  'GET /articles/featured': { query: articles.CuratedListQuery, response: articles.ArticleListResponse },
  'PUT /articles/featured/order': { body: articles.FeaturedOrderBody, response: articles.FeaturedOrderResponse },
  'GET /articles/main-articles': { response: articles.MainArticlesResponse },
  'PUT /articles/main-articles/swap': { response: articles.MainArticlesResponse },
  'GET /articles/latest-excluding-main': { query: articles.LatestQuery, response: articles.LatestArticlesResponse },
  'GET /articles/:id': { params: IdParams, response: articles.ArticleResponse },
  'PUT /articles/:id': { params: IdParams, headers: editing.IfMatchHeaders, body: articles.UpdateArticleBody, response: articles.ArticleResponse },
  'DELETE /articles/:id': { params: IdParams, response: trash.MovedToTrashResponse },
  'POST /articles/:id/send-back': SEND_BACK,
  'POST /articles/:id/preview-links': { params: ItemIdParams, body: previews.PreviewLinkBody(articles.UpdateArticleBody), response: previews.NewPreviewLinkResponse },
  'GET /articles/:id/preview-links': { params: ItemIdParams, response: previews.PreviewLinkListResponse },
  'DELETE /articles/:id/preview-links/:linkId': { params: previews.PreviewLinkParams, response: previews.PreviewLinkResponse },
  'PUT /articles/:id/set-main': { params: IdParams, body: articles.SetMainBody, response: articles.ArticleResponse },
  'PUT /articles/:id/remove-main': { params: IdParams, response: articles.ArticleResponse },
  'GET /articles/:id/revisions': EDITING.revisions,
  'GET /articles/:id/revisions/:rev': EDITING.revision,
  'POST /articles/:id/revisions/:rev/restore': restore(Article),
  'GET /articles/:id/autosave': EDITING.workingCopy,
  'PUT /articles/:id/autosave': autosave(articles.UpdateArticleBody),
  'DELETE /articles/:id/autosave': EDITING.discard,
  'POST /articles/:id/presence': EDITING.presence,
  'DELETE /articles/:id/presence': EDITING.leave,

  // Magazine videos, TV episodes, podcast episodes
  'GET /videos': { query: videos.VideoListQuery, response: videos.VideoListResponse },
  'POST /videos': { body: videos.VideoBody, response: videos.VideoResponse },
  'GET /videos/:id': { params: ItemIdParams, response: videos.VideoResponse },
  'PUT /videos/:id': { params: ItemIdParams, headers: editing.IfMatchHeaders, body: videos.VideoBody, response: videos.VideoResponse },
  'PUT /videos/:id/autosave': autosave(videos.VideoBody),
  'DELETE /videos/:id': { params: ItemIdParams, response: trash.MovedToTrashResponse },
  'POST /videos/:id/send-back': SEND_BACK,
  'POST /videos/:id/preview-links': { params: ItemIdParams, body: previews.PreviewLinkBody(videos.VideoBody), response: previews.NewPreviewLinkResponse },
  'GET /videos/:id/preview-links': { params: ItemIdParams, response: previews.PreviewLinkListResponse },
  'DELETE /videos/:id/preview-links/:linkId': { params: previews.PreviewLinkParams, response: previews.PreviewLinkResponse },
  'GET /videos/:id/revisions': EDITING.revisions,
  'GET /videos/:id/revisions/:rev': EDITING.revision,
  'POST /videos/:id/revisions/:rev/restore': restore(Video),
  'GET /videos/:id/autosave': EDITING.workingCopy,
  'DELETE /videos/:id/autosave': EDITING.discard,
  'POST /videos/:id/presence': EDITING.presence,
  'DELETE /videos/:id/presence': EDITING.leave,
  'GET /tvshows/stats': { response: tvshows.TvStatsResponse },
  'GET /tvshows/seasons': { response: tvshows.TvSeasonListResponse },
  'POST /tvshows/seasons': { body: tvshows.TvSeasonBody, response: tvshows.TvSeasonResponse },
  'DELETE /tvshows/seasons/:id': { params: ItemIdParams, response: trash.MovedToTrashResponse },
  'GET /tvshows': { query: tvshows.TvEpisodeListQuery, response: tvshows.TvEpisodeListResponse },
  'POST /tvshows': { body: tvshows.TvEpisodeBody, response: tvshows.TvEpisodeResponse },
  'GET /tvshows/:id': { params: ItemIdParams, response: tvshows.TvEpisodeResponse },
  'PUT /tvshows/:id': { params: ItemIdParams, headers: editing.IfMatchHeaders, body: tvshows.TvEpisodeBody, response: tvshows.TvEpisodeResponse },
  'PUT /tvshows/:id/autosave': autosave(tvshows.TvEpisodeBody),
  'DELETE /tvshows/:id': { params: ItemIdParams, response: trash.MovedToTrashResponse },
  'POST /tvshows/:id/send-back': SEND_BACK,
  'POST /tvshows/:id/preview-links': { params: ItemIdParams, body: previews.PreviewLinkBody(tvshows.TvEpisodeBody), response: previews.NewPreviewLinkResponse },
  'GET /tvshows/:id/preview-links': { params: ItemIdParams, response: previews.PreviewLinkListResponse },
  'DELETE /tvshows/:id/preview-links/:linkId': { params: previews.PreviewLinkParams, response: previews.PreviewLinkResponse },
  'GET /tvshows/:id/revisions': EDITING.revisions,
  'GET /tvshows/:id/revisions/:rev': EDITING.revision,
  'POST /tvshows/:id/revisions/:rev/restore': restore(TvEpisode),
  'GET /tvshows/:id/autosave': EDITING.workingCopy,
  'DELETE /tvshows/:id/autosave': EDITING.discard,
  'POST /tvshows/:id/presence': EDITING.presence,
  'DELETE /tvshows/:id/presence': EDITING.leave,
  'GET /podcasts/stats': { response: podcasts.PodcastStatsResponse },
  'GET /podcasts/series': { response: podcasts.PodcastSeriesListResponse },
  'POST /podcasts/series': { body: podcasts.PodcastSeriesBody, response: podcasts.PodcastSeriesResponse },
  'PUT /podcasts/series/:id': { params: ItemIdParams, body: podcasts.PodcastSeriesBody, response: podcasts.PodcastSeriesResponse },
  'DELETE /podcasts/series/:id': { params: ItemIdParams, response: trash.MovedToTrashResponse },
  'GET /podcasts/guests': { response: podcasts.PodcastGuestListResponse },
  'POST /podcasts/guests': { body: podcasts.PodcastGuestBody, response: podcasts.PodcastGuestResponse },
  'GET /podcasts': { query: podcasts.PodcastListQuery, response: podcasts.PodcastListResponse },
  'POST /podcasts': { body: podcasts.PodcastBody, response: podcasts.PodcastResponse },
  'GET /podcasts/:id': { params: ItemIdParams, response: podcasts.PodcastResponse },
  'PUT /podcasts/:id': { params: ItemIdParams, headers: editing.IfMatchHeaders, body: podcasts.PodcastBody, response: podcasts.PodcastResponse },
  'PUT /podcasts/:id/autosave': autosave(podcasts.PodcastBody),
  'DELETE /podcasts/:id': { params: ItemIdParams, response: trash.MovedToTrashResponse },
  'POST /podcasts/:id/send-back': SEND_BACK,
  'POST /podcasts/:id/preview-links': { params: ItemIdParams, body: previews.PreviewLinkBody(podcasts.PodcastBody), response: previews.NewPreviewLinkResponse },
  'GET /podcasts/:id/preview-links': { params: ItemIdParams, response: previews.PreviewLinkListResponse },
  'DELETE /podcasts/:id/preview-links/:linkId': { params: previews.PreviewLinkParams, response: previews.PreviewLinkResponse },
  'GET /podcasts/:id/revisions': EDITING.revisions,
  'GET /podcasts/:id/revisions/:rev': EDITING.revision,
  'POST /podcasts/:id/revisions/:rev/restore': restore(PodcastEpisode),
  'GET /podcasts/:id/autosave': EDITING.workingCopy,
  'DELETE /podcasts/:id/autosave': EDITING.discard,
  'POST /podcasts/:id/presence': EDITING.presence,
  'DELETE /podcasts/:id/presence': EDITING.leave,
  'POST /podcasts/audio': { body: AudioUpload, response: podcasts.PodcastAudioResponse },
  'GET /podcasts/audio/limits': { response: podcasts.AudioUploadLimitsResponse },
  'GET /podcasts/audio': { query: podcasts.AudioListQuery, response: podcasts.AudioListResponse },
  'GET /podcasts/audio/:id/deletion': { params: AnyIdParams, response: deletion.DeletionPreviewResponse },
  'DELETE /podcasts/audio/:id': { params: AnyIdParams, query: deletion.ConfirmDeleteQuery, response: MessageResponse },
  'GET /podcasts/downloads': { query: podcasts.DownloadsQuery, response: podcasts.ShowDownloadsResponse },
  'GET /podcasts/:id/downloads': { params: ItemIdParams, query: podcasts.DownloadsQuery, response: podcasts.EpisodeDownloadsResponse },

  // Back office: dashboard, newsletter, uploads, team
  'GET /dashboard/stats': { response: dashboard.StatsResponse },
  'GET /dashboard/recent-articles': { query: dashboard.RecentArticlesQuery, response: dashboard.RecentArticlesResponse },
  'GET /dashboard/analytics': { response: dashboard.AnalyticsResponse },
  'GET /newsletter/subscribers': { query: newsletter.SubscriberListQuery, response: newsletter.SubscriberListResponse },
  'GET /newsletter/subscribers/:id/deletion': { params: newsletter.SubscriberParams, response: deletion.DeletionPreviewResponse },
  'DELETE /newsletter/subscribers/:id': { params: newsletter.SubscriberParams, query: deletion.ConfirmDeleteQuery, response: MessageResponse },
  'POST /newsletter/subscribers/ask-to-confirm': { response: newsletter.ConfirmRequestsResponse },
  'GET /newsletter/stats': { response: newsletter.NewsletterStatsResponse },
  'GET /newsletter/items': { query: newsletter.NewsletterItemsQuery, response: newsletter.NewsletterItemsResponse },
  'GET /newsletter/issues': { query: pageQuery(20), response: newsletter.IssueListResponse },
  'POST /newsletter/issues': { body: newsletter.IssueBody, response: newsletter.IssueResponse },
  'GET /newsletter/issues/:id': { params: newsletter.IssueParams, response: newsletter.IssueResponse },
  'PUT /newsletter/issues/:id': { params: newsletter.IssueParams, body: newsletter.IssueBody, response: newsletter.IssueResponse },
  'GET /newsletter/issues/:id/deletion': { params: newsletter.IssueParams, response: deletion.DeletionPreviewResponse },
  'DELETE /newsletter/issues/:id': { params: newsletter.IssueParams, query: deletion.ConfirmDeleteQuery, response: MessageResponse },
  'GET /newsletter/issues/:id/preview': { params: newsletter.IssueParams, response: newsletter.MailPreviewResponse },
  'POST /newsletter/issues/:id/test': { params: newsletter.IssueParams, response: MessageResponse },
  'POST /newsletter/issues/:id/send': { params: newsletter.IssueParams, body: newsletter.SendIssueBody, response: newsletter.IssueResponse },
  'POST /newsletter/issues/:id/cancel': { params: newsletter.IssueParams, response: newsletter.IssueResponse },
  'POST /newsletter/issues/:id/retry': { params: newsletter.IssueParams, response: newsletter.IssueResponse },
  'GET /newsletter/issues/:id/deliveries': { params: newsletter.IssueParams, query: newsletter.DeliveryListQuery, response: newsletter.DeliveryListResponse },
  'GET /newsletter/digest': { response: newsletter.DigestResponse },
  'PUT /newsletter/digest': { body: newsletter.DigestSettings, response: newsletter.DigestResponse },
  'GET /newsletter/digest/preview': { response: newsletter.MailPreviewResponse },
  'POST /media': { body: Upload, response: media.MediaUploadResponse },
  'GET /tags': { query: tags.TagsQuery, response: tags.TagsResponse },
  'POST /media/fetch': { body: media.MediaFetchBody, response: media.MediaUploadResponse },
  'GET /media': { query: media.MediaListQuery, response: media.MediaListResponse },
  'DELETE /media/:id': { params: AnyIdParams, response: trash.MovedToTrashResponse },
  'GET /media/podcast-cover': { response: media.PodcastCoverResponse },
  'PUT /media/podcast-cover': { body: media.PodcastCoverBody, response: media.PodcastCoverResponse },
  'GET /authors': { query: authors.AuthorListQuery, response: authors.AuthorListResponse },
  'POST /authors': { body: authors.AuthorBody, response: authors.AuthorResponse },
  'GET /authors/me': { response: authors.AuthorResponse },
  'PUT /authors/me': { body: authors.AuthorBody, response: authors.AuthorResponse },
  'GET /authors/:id': { params: AnyIdParams, response: authors.AuthorResponse },
  'PUT /authors/:id': { params: AnyIdParams, body: authors.AuthorBody, response: authors.AuthorResponse },
  'POST /authors/:id/merge': { params: AnyIdParams, body: authors.MergeAuthorBody, response: authors.MergeAuthorResponse },
  'DELETE /authors/:id': { params: AnyIdParams, query: authors.DeleteAuthorQuery, response: MessageResponse },
  'GET /team': { response: team.TeamListResponse },
  'POST /team': { body: team.InviteMemberBody, response: team.InviteMemberResponse },
  'POST /team/:id/invite': { params: team.TeamParams, response: team.InviteMemberResponse },
  'PUT /team/:id': { params: team.TeamParams, body: team.UpdateMemberBody, response: team.TeamMemberResponse },
  'GET /team/:id/deletion': { params: team.TeamParams, response: deletion.DeletionPreviewResponse },
  'DELETE /team/:id': { params: team.TeamParams, query: deletion.ConfirmDeleteQuery, response: MessageResponse },
  'GET /team/security': { response: team.TeamSecurityResponse },
  'PUT /team/security': { body: team.TeamSecurityBody, response: team.TeamSecurityResponse },
  'DELETE /team/:id/two-factor': { params: team.TeamParams, response: MessageResponse },
  'DELETE /team/:id/sessions': { params: team.TeamParams, response: MessageResponse },

  // Backups (administrators)
  'GET /backups': { response: backups.BackupOverviewResponse },
  'POST /backups': { response: backups.BackupStartResponse },
  'POST /backups/:id/link': { params: AnyIdParams, response: backups.DownloadLinkResponse },
  'POST /transfer/export/link': { response: transfer.ExportLinkResponse },
  'POST /transfer/import': { body: transfer.ImportUpload, response: transfer.ImportReportResponse },
  'GET /audit': { query: audit.AuditListQuery, response: audit.AuditListResponse },

  // Back office: review (what contributors submitted; each type's /:id/send-back is above)
  'GET /review': { query: review.ReviewQueueQuery, response: review.ReviewQueueResponse },
  'GET /review/count': { response: review.ReviewCountResponse },
  'GET /review/mine': { response: review.MyWorkResponse },
  'GET /review/items/:id': { params: ItemIdParams, response: review.EditorialStateResponse },

  // Back office: the trash (what a delete moved there, for 30 days)
  'GET /trash': { query: trash.TrashListQuery, response: trash.TrashListResponse },
  'DELETE /trash': { response: MessageResponse },
  'GET /trash/:type/:id': { params: trash.TrashParams, response: trash.TrashEntryResponse },
  'POST /trash/:type/:id/restore': { params: trash.TrashParams, response: trash.RestoreResponse },
  'POST /trash/:type/:id/put-back': { params: trash.TrashParams, body: trash.PutBackBody, response: MessageResponse },
  'DELETE /trash/:type/:id': { params: trash.TrashParams, response: MessageResponse },
} as const satisfies Record<string, RouteSchemas>;

type Routes = typeof API_ROUTES;
export type ApiRoute = keyof Routes;

/** The static types of one route: `{ params?, query?, body?, headers?, response }`. */
export type ApiRoutes = {
  [R in ApiRoute]: { [P in keyof Routes[R]]: Routes[R][P] extends TSchema ? Static<Routes[R][P]> : never };
};
