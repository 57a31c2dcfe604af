/** The public downloads (chart buttons, the data table's metadata, the metadata's words). Hausa, the same keys as publicDownloads.en.ts. */
import type { publicDownloadsEn } from './publicDownloads.en';

export const publicDownloadsHa: typeof publicDownloadsEn = {
  publicDownloads: {
    chartGroup: 'Sauke %{title}',
    svg: 'SVG',
    csv: 'CSV',
    metadata: 'Bayani game da alƙaluman (JSON)',
    downloadSvg: 'Sauke hoton SVG na %{title}',
    downloadCsv: 'Sauke alƙaluman %{title} a matsayin CSV',
    downloadMetadata: 'Sauke bayani game da alƙaluman (JSON) na %{title}',
    tableMetadata: 'Sauke bayani game da alƙaluman (JSON)',
    tableTitle: 'Ma’aunai bisa jiha',
    tableTitleZone: 'Ma’aunai bisa jiha, shiyyar %{zone}',
    tableTitleLgas: 'Ma’aunai bisa ƙaramar hukuma, %{state}',
    tableDescription: 'Jihohin da aka nuna a teburin alƙaluma (%{shown} daga cikin %{total}), tare da ginshiƙan da aka zaɓa, a tsarin da aka nuna su.',
    tableSearch: 'Nema: "%{query}"',
    definitions: {
      category: '%{name}: abin da kowane layin alƙaluma yake nufi.',
      series: '%{name}, a %{unit}: ƙidayar bayanan dandalin; %{label} inda aka ɓoye don kare sirri.',
      state: 'Jihar (ɗaya daga cikin jihohi 36 ko Babban Birnin Tarayya).',
      zone: 'Shiyyar da jihar take ciki.',
      lga: 'Ƙaramar hukumar (LGA) jihar.',
      count: '%{name} (%{group}): ƙidayar bayanan dandalin a jihar; %{label} inda aka ɓoye don kare sirri.',
    },
  },
};
