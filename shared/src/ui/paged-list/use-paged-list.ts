import { useCallback, useEffect, useState } from 'react';
import { HttpError, http } from '@registro-lma/shared/http';

/** The shape of every paginated list of the API: `{ items, total }`. */
export interface PagedResult<T> {
  readonly items: readonly T[];
  readonly total: number;
}

export type Filters = Readonly<Record<string, string>>;

export interface PagedList<T, F extends Filters> {
  readonly filters: F;
  /** New filters start again from the first page. */
  setFilters(filters: F): void;
  /** 1-based, as the API counts pages. */
  readonly page: number;
  setPage(page: number): void;
  readonly pageSize: number;
  setPageSize(pageSize: number): void;
  readonly data: PagedResult<T> | null;
  readonly loading: boolean;
  readonly error: string | null;
  reload(): void;
}

const MENSAJE_FALLO_LISTA = 'No se ha podido cargar la lista.';

/** `url?a=1&b=2` with the non-empty values, so the query a screen builds is exactly what the API receives. */
export function urlWithQuery(url: string, params: Readonly<Record<string, string | number>>): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) {
    if (value !== '') query.set(name, String(value));
  }
  const text = query.toString();
  return text === '' ? url : `${url}?${text}`;
}

/** Loads one page of an API list with its filters (`pagina`, `tamano` and each non-empty filter as query parameters). */
export function usePagedList<T, F extends Filters>(url: string, initialFilters: F, initialPageSize = 50): PagedList<T, F> {
  const [filters, setFilterState] = useState<F>(initialFilters);
  const [page, setPage] = useState(1);
  const [pageSize, setPageSizeState] = useState(initialPageSize);
  const [reloads, setReloads] = useState(0);
  const [data, setData] = useState<PagedResult<T> | null>(null);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    setLoading(true);
    setError(null);
    http
      .get<PagedResult<T>>(urlWithQuery(url, { ...filters, pagina: page, tamano: pageSize }), { signal: controller.signal })
      .then((result) => {
        if (controller.signal.aborted) return;
        setData(result);
        setLoading(false);
      })
      .catch((failure: unknown) => {
        if (controller.signal.aborted) return;
        setError(failure instanceof HttpError ? failure.message : MENSAJE_FALLO_LISTA);
        setLoading(false);
      });
    return () => controller.abort();
  }, [url, filters, page, pageSize, reloads]);

  const setFilters = useCallback((next: F) => {
    setFilterState(next);
    setPage(1);
  }, []);

  const setPageSize = useCallback((next: number) => {
    setPageSizeState(next);
    setPage(1);
  }, []);

  const reload = useCallback(() => setReloads((count) => count + 1), []);

  return { filters, setFilters, page, setPage, pageSize, setPageSize, data, loading, error, reload };
}
