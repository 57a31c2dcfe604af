/**
 * "Embed" on a chart of the charts page: the iframe code of its embed page (/embed/<id>), with the
 * area and language the visitor is looking at, to paste into another site.
 */
import { useId, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import CodeIcon from '@mui/icons-material/Code';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { EMBED_BASE, isEmbedChartId } from '../../../domain/publicEmbed';
import { areaQuery } from '../../../ui/embedAddress';
import { useLocale, useTranslate } from '../../../i18n/useTranslate';

const quoted = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

type EmbedArea = { zone?: string; state?: string; lang?: string };

/** The address of chart `id`'s embed page for the area and language given, on the site at `origin`. */
export function embedUrl(origin: string, id: string, area: EmbedArea): string {
  return `${origin}${EMBED_BASE}${encodeURIComponent(id)}${areaQuery(area)}`;
}

/** The iframe code of that page. */
export function embedSnippet(src: string, title: string): string {
  return `<iframe src="${quoted(src)}" title="${quoted(title)}" width="100%" height="560" style="border:0" loading="lazy"></iframe>`;
}

type CopyState = 'idle' | 'copied' | 'failed';

export function EmbedCode({ id, title }: { id: string; title: string }) {
  const t = useTranslate();
  const locale = useLocale();
  const [params] = useSearchParams();
  const [open, setOpen] = useState(false);
  const [copy, setCopy] = useState<CopyState>('idle');
  const panelId = useId();
  if (!isEmbedChartId(id)) return null;
  const src = embedUrl(window.location.origin, id, {
    zone: params.get('zone') ?? '',
    state: params.get('state') ?? '',
    lang: locale === 'en' ? '' : locale,
  });
  const code = embedSnippet(src, title);
  const copyCode = () => {
    // No clipboard outside a secure context (plain http): the reader copies by hand.
    const written = navigator.clipboard ? navigator.clipboard.writeText(code) : Promise.reject(new Error('no clipboard'));
    written.then(
      () => setCopy('copied'),
      () => setCopy('failed'),
    );
  };
  return (
    <Box sx={{ mt: 1 }}>
      <Button
        size="small"
        variant="text"
        startIcon={<CodeIcon />}
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={t('publicEmbed.embedLabel', { title })}
        onClick={() => {
          setOpen((v) => !v);
          setCopy('idle');
        }}
      >
        {t('publicEmbed.embed')}
      </Button>
      <Box id={panelId} hidden={!open} sx={{ mt: 1 }}>
        {open && (
          <Stack spacing={1}>
            <Typography variant="body2">{t('publicEmbed.embedIntro')}</Typography>
            <TextField
              label={t('publicEmbed.code')}
              value={code}
              multiline
              minRows={2}
              fullWidth
              size="small"
              slotProps={{
                htmlInput: { readOnly: true, 'data-testid': 'embed-code', spellCheck: false },
                input: { sx: { fontFamily: 'monospace', fontSize: 13 } },
              }}
              onFocus={(event) => event.target.select()}
            />
            <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
              <Button size="small" variant="outlined" startIcon={<ContentCopyIcon />} onClick={copyCode}>
                {t('publicEmbed.copy')}
              </Button>
              <Link href={src} target="_blank" rel="noopener" variant="body2">
                {t('publicEmbed.preview')}
              </Link>
              <Typography variant="body2" role="status">
                {copy === 'copied' ? t('publicEmbed.copied') : copy === 'failed' ? t('publicEmbed.copyFailed') : ''}
              </Typography>
            </Stack>
          </Stack>
        )}
      </Box>
    </Box>
  );
}
