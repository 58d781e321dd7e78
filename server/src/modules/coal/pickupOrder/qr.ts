import type { FastifyRequest } from 'fastify';
import QRCode from 'qrcode';
import { pickupLink } from '@meiyun/shared';

/** The driver's page as a phone opens it: this site's address, then `/driver/pickup/<token>`. */
export function driverUrl(req: FastifyRequest, token: string): string {
  return `${req.protocol}://${req.host}${pickupLink(token)}`;
}

/** A PNG QR code of the text, sized for a printed slip (error correction M: a smudged slip still reads). */
export function qrPng(text: string): Promise<Buffer> {
  return QRCode.toBuffer(text, { type: 'png', errorCorrectionLevel: 'M', margin: 2, width: 320 });
}
