/**
 * Artwork for the podcast feeds. Apple wants a show's and an episode's <itunes:image> square, JPEG or
 * PNG, 1,400 to 3,000 px (an episode may have none: the show's applies). A picture uploaded to the
 * media library that is at least 1,400 px on its short side can be made into one by the same code
 * that makes the show's artwork (media/image-pipeline.ts podcastArtwork): its address is the
 * upload's cover-1400.jpg or cover-3000.jpg, which the uploads route makes the first time it is
 * asked for (media/variants.ts ensureVariant). Any other picture (too small, pasted from elsewhere,
 * a file of seed/images served as it is) gives none. Used for episode art and a series' artwork.
 */
import { podcastArtworkName } from '../../../shared/responsive-image.ts';
import type { Db } from '../../db/client.ts';
import { podcastArtworkSize } from '../media/image-pipeline.ts';
import { findMedia } from '../media/repository.ts';
import { folderUrl, placeOfUrl } from '../media/storage.ts';

/** The site path of the square artwork made from a picture, or undefined when none can be made. */
export function squareArtworkPath(db: Db, image: string, publicUrl: string): string | undefined {
  // Staff may paste an upload's address absolute, as the media library shows it on this site.
  const path = image.startsWith(`${publicUrl}/`) ? image.slice(publicUrl.length) : image;
  const place = placeOfUrl(path);
  // An upload from before variants has no folder to hold the artwork.
  if (!place || place.legacyExt) return undefined;
  const row = findMedia(db, place.id);
  const size = row?.width && row.height ? podcastArtworkSize(row.width, row.height) : null;
  return size ? `${folderUrl(place)}/${podcastArtworkName(size)}` : undefined;
}
