import { sellerApi } from '@pasarprompt/contracts/endpoints/seller'
import type { UploadedImage } from '@pasarprompt/contracts/uploads'
import { http } from './http'
import { imageUploadForm } from './image-upload-form'

/**
 * POST /api/v1/seller/uploads: an image of the active shop (a prompt's thumbnail or example, the
 * shop's logo or banner).
 */
export async function uploadImage(file: File): Promise<UploadedImage> {
  // Multipart: the browser encodes the body, so the path comes from the table and the call is raw.
  return http.post<UploadedImage>(sellerApi.uploadImage.path, imageUploadForm(file))
}
