import { useCall } from '../../shared/api/useCall.js';

/**
 * The banks taking card payments and the daily pause (Paused is null outside it). A module of its own: the lookup
 * forms say the pause without carrying the payment start.
 */
export const useBanks = () => useCall('GetPaymentBanks', {}, { staleTime: 30_000 });
