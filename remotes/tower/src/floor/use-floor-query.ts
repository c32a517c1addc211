import { useSearchParams } from 'react-router-dom';
import { parseFloorQuery } from './floor-query';

/** The floor of the tower page, read from the URL (the URL is the only floor state). */
export function useFloorQuery(): number {
  const [searchParams] = useSearchParams();
  return parseFloorQuery(searchParams.get('floor'));
}
