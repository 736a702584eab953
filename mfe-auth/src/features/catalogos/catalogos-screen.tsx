import { useState } from 'react';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { CATALOGOS_EDITABLES, TITULO_CATALOGO, type CatalogoEditable, type FilaCatalogoAdmin } from '@registro-lma/shared/domain';
import { ScreenLayout } from '@registro-lma/shared/ui';
import { MomentosEnsayoDialog } from './momentos-ensayo-dialog';
import { TablaCatalogo } from './catalogo-table';

/**
 * ADMIN screen /admin/catalogos: the ⚙ catalogues that differ per installation (catalogues.md §0), one tab each;
 * a trial's protocol moments open from its row.
 */
export function CatalogosScreen() {
  const [pestana, setPestana] = useState<CatalogoEditable>('laboratorio');
  const [ensayo, setEnsayo] = useState<FilaCatalogoAdmin | null>(null);
  return (
    <ScreenLayout titulo="Catálogos">
      <Tabs value={pestana} onChange={(_evento, elegida: CatalogoEditable) => setPestana(elegida)} aria-label="Catálogos configurables" variant="scrollable">
        {CATALOGOS_EDITABLES.map((catalogo) => (
          <Tab key={catalogo} value={catalogo} label={TITULO_CATALOGO[catalogo]} id={`pestana-${catalogo}`} aria-controls={`panel-${catalogo}`} />
        ))}
      </Tabs>
      <div role="tabpanel" id={`panel-${pestana}`} aria-labelledby={`pestana-${pestana}`}>
        <TablaCatalogo key={pestana} catalogo={pestana} titulo={TITULO_CATALOGO[pestana]} onMomentos={setEnsayo} />
      </div>
      {ensayo && <MomentosEnsayoDialog ensayo={ensayo} onCerrar={() => setEnsayo(null)} />}
    </ScreenLayout>
  );
}
