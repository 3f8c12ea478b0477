/**
 * Everything backup, export and import use from the content modules, in one place: when those
 * modules move, only these lines change.
 */
export { flushViews } from '../content/view-buffer.ts';
export { insertArticle } from '../articles/store.ts';
export { importedByline, importedProfile } from '../authors/service.ts';
export { importPicture } from '../media/service.ts';
export { uuidV5 } from '../feeds/podcast-guid.ts';
export { canonicalCategory } from '../../../shared/validation/article.ts';
export { defaultCategory } from '../../../shared/validation/site.ts';
export { offeredCategoryNames } from '../site/service.ts';
export { LIMITS } from '../../../shared/constants.ts';
export { dataFiles } from '../backup/data-files.ts';
export { fetchRemoteImage } from '../media/remote-image.ts';
