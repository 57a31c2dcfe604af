import { useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import { STATE_ZONE, type ZoneSlug } from '../../../domain/locations';
import { MAP_VIEWBOX, STATE_SHAPES } from './nigeriaMap';
import { tooltipPlacement, type TooltipPlacement } from './tooltipPlacement';

export interface StateMapProps {
  /** Accessible name of the map. */
  title: string;
  fillOf: (slug: string) => string;
  /** Accessible name of a state's shape, e.g. "Kano, North West: 38%". */
  labelOf: (slug: string) => string;
  /** Tooltip body on hover and keyboard focus; the label when absent. */
  tooltipOf?: (slug: string) => ReactNode;
  selected?: string | null;
  /** States outside this zone are dimmed. */
  zone?: ZoneSlug | null;
  onSelect?: (slug: string) => void;
  /** A picture only (no focus, no tooltip), for small maps. */
  interactive?: boolean;
  maxHeight?: number;
}

interface Active {
  slug: string;
  placement: TooltipPlacement;
}

const OUTLINE = '#1b2620';
const TOOLTIP_MAX_WIDTH = 260;

/** A choropleth of the 37 states: each state a button with a tooltip; Enter or a click selects it. */
export function StateMap({ title, fillOf, labelOf, tooltipOf, selected, zone, onSelect, interactive = true, maxHeight = 560 }: StateMapProps) {
  const [active, setActive] = useState<Active | null>(null);
  const container = useRef<HTMLDivElement>(null);
  const show = (slug: string) => (event: { currentTarget: Element }) => {
    const box = container.current?.getBoundingClientRect();
    if (box) setActive({ slug, placement: tooltipPlacement(event.currentTarget.getBoundingClientRect(), box, TOOLTIP_MAX_WIDTH) });
  };
  const hide = () => setActive(null);
  const onKeyDown = (slug: string) => (event: KeyboardEvent) => {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      onSelect?.(slug);
    } else if (event.key === 'Escape') hide();
  };
  const outlined = [selected, active?.slug].filter((slug): slug is string => !!slug);
  const tooltipId = 'state-map-tooltip';
  return (
    <Box ref={container} sx={{ position: 'relative', width: '100%' }}>
      <Box
        component="svg"
        viewBox={MAP_VIEWBOX}
        role={interactive ? 'group' : 'img'}
        aria-label={title}
        data-testid={interactive ? 'state-map' : 'state-map-small'}
        sx={{ display: 'block', width: '100%', height: 'auto', maxHeight, mx: 'auto' }}
      >
        {STATE_SHAPES.map((shape) => {
          const dimmed = !!zone && STATE_ZONE[shape.slug] !== zone;
          const common = {
            d: shape.path,
            fill: fillOf(shape.slug),
            stroke: '#7f8c85',
            strokeWidth: 0.6,
            opacity: dimmed ? 0.3 : 1,
            'data-state': shape.slug,
          };
          if (!interactive) return <path key={shape.slug} {...common} aria-hidden="true" />;
          return (
            <path
              key={shape.slug}
              {...common}
              role="button"
              tabIndex={0}
              aria-label={labelOf(shape.slug)}
              aria-pressed={selected === shape.slug}
              aria-describedby={active?.slug === shape.slug ? tooltipId : undefined}
              style={{ cursor: 'pointer', outline: 'none' }}
              onMouseEnter={show(shape.slug)}
              onMouseLeave={hide}
              onFocus={show(shape.slug)}
              onBlur={hide}
              onClick={() => onSelect?.(shape.slug)}
              onKeyDown={onKeyDown(shape.slug)}
            />
          );
        })}
        {STATE_SHAPES.filter((s) => outlined.includes(s.slug)).map((shape) => (
          <path
            key={`outline-${shape.slug}`}
            d={shape.path}
            fill="none"
            stroke={OUTLINE}
            strokeWidth={shape.slug === selected ? 2.5 : 1.5}
            pointerEvents="none"
            aria-hidden="true"
          />
        ))}
      </Box>
      {interactive && active && (
        <Paper
          id={tooltipId}
          role="tooltip"
          data-testid="map-tooltip"
          elevation={4}
          sx={{
            position: 'absolute',
            left: active.placement.left,
            top: active.placement.top,
            transform: active.placement.above ? 'translate(-50%, -100%)' : 'translate(-50%, 0)',
            zIndex: 'tooltip',
            pointerEvents: 'none',
            px: 1.5,
            py: 1,
            width: 'max-content',
            maxWidth: TOOLTIP_MAX_WIDTH,
            fontSize: '0.875rem',
          }}
        >
          {tooltipOf ? tooltipOf(active.slug) : labelOf(active.slug)}
        </Paper>
      )}
    </Box>
  );
}
