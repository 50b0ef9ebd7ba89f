import { defineServerTexts } from '../define-server-texts';

/** Uploads (profile images, activity and project documents) and file links. */
export const fileTexts = defineServerTexts({
  imageTooManyPixels: 'The image may not have more than {megapixels} megapixels.',
  imageTooLarge: 'The image may not be greater than 500 KB.',
  imageNotPicture: 'The image must be a JPEG, PNG, WebP or GIF picture.',
  imageUnreadable: 'The image could not be read.',
  fileTooLarge: 'The file may not be greater than {limit} KB.',
  fileNotPdfOrImage: 'The file must be a PDF or a JPEG, PNG or WebP image.',
  fileNotImage: 'The file must be a JPEG, PNG or WebP image.',
  linkInvalid: 'This file link is invalid or has expired.',
  notFound: 'File not found.',
});
