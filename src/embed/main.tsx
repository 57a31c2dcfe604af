/** The embed pages' entry (/embed/<chart-id>): a build of its own, light enough for an iframe on any site. */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { readEmbedAddress } from '../ui/embedAddress';
import { EmbedApp } from './EmbedApp';
import { applyLanguageOfAddress } from './embedLanguage';
import './embed.css';

const address = readEmbedAddress(window.location.pathname, window.location.search);

void applyLanguageOfAddress(address.lang).finally(() => {
  createRoot(document.getElementById('embed-root')!).render(
    <StrictMode>
      <EmbedApp address={address} />
    </StrictMode>,
  );
});
