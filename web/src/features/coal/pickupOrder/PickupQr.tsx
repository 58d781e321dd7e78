import { SessionImage } from '../../../components/qr/SessionImage';
import { pickupApi } from './pickupApi';

/** The order's QR code (a PNG of the driver's link). */
export function PickupQr({ id, size = 200 }: { id: string; size?: number }) {
  return <SessionImage load={() => pickupApi.qr(id)} reloadKey={id} size={size} alt="提煤单二维码" testId="pickup-qr" />;
}
