/** Embeddable charts (/embed/<chart-id>) and the charts page's iframe code, in Hausa. */
import type { publicEmbedEn } from './publicEmbed.en';

export const publicEmbedHa: typeof publicEmbedEn = {
  publicEmbed: {
    viewOn: 'Duba a %{site}',
    newTab: '(yana buɗewa a sabon shafi)',
    area: 'Yanki: %{area}',
    loading: 'Ana loda zanen',
    loadFailed: 'Ba a iya loda alƙaluman ba.',
    retry: 'Sake gwadawa',
    unknownChart: 'Babu zanen da ake kira "%{id}". Zanen da za a iya sakawa a wani shafi: %{ids}.',
    chartDescription: 'Zanen sanduna na %{unit} bisa %{category}. Alƙaluman suna cikin teburin da ke biye.',
    table: 'Teburin alƙaluma',
    embed: 'Saka a shafi',
    embedLabel: 'Lambar saka %{title} a wani shafi',
    embedIntro: 'Liƙa wannan lambar a cikin shafin yanar gizo domin nuna zanen a can, tare da takensa da tushensa. Tana riƙe yanki da harshen da kuka zaɓa.',
    code: 'Lambar da za a liƙa',
    copy: 'Kwafi lambar',
    copied: 'An kwafi lambar.',
    copyFailed: 'Ba a iya kwafin lambar ba: zaɓe ta ku kwafa da kanku.',
    preview: 'Buɗe shafin zanen',
  },
};
