/** The reference figures' words in Hausa: the same keys as referenceFigures.en.ts. */
import type { referenceFiguresEn } from './referenceFigures.en';

export const referenceFiguresHa: typeof referenceFiguresEn = {
  referenceTexts: {
    titleAdultEnglish: 'Ilimin karatu da rubutu na manya (15+), da Turanci',
    titleAdultAny: 'Ilimin karatu da rubutu na manya (15+), da kowane harshe',
    titleYouthEnglish: 'Ilimin karatu da rubutu na matasa (15-24), da Turanci',
    titleYouthAny: 'Ilimin karatu da rubutu na matasa (15-24), da kowane harshe',
    titleAdultRate: 'Adadin manya masu ilimin karatu da rubutu',
    titleYouth: 'Ilimin karatu da rubutu na matasa',
    titleStateLiteracy: 'Adadin masu ilimin karatu da rubutu (cikin ɗari)',
    titlePrimaryOos: 'Yara masu shekarun firamare (6-11) da ba sa zuwa makaranta',
    titleYouthOos: 'Yara da matasa (6-18) da ba sa zuwa makaranta',
    titleOos: 'Yaran da ba sa zuwa makaranta',
    titleAlmajirai: 'Almajirai (ƙiyasi)',
    titleAlmajiraiNorthEast: 'Almajirai a jihohi shida na arewa maso gabas',
    titleAlmajiraiMapped: 'Almajiran da aka gano suna jiran a sa su makaranta',
    definitionAdultEnglish: 'Kason mutane masu shekaru 15 zuwa sama da suka iya karatu da rubutu da Turanci.',
    definitionAdultAny: 'Kason mutane masu shekaru 15 zuwa sama da suka iya karatu da rubutu da kowane harshe.',
    definitionYouthEnglish: 'Kason mutane masu shekaru 15 zuwa 24 da suka iya karatu da rubutu da Turanci.',
    definitionYouthAny: 'Kason mutane masu shekaru 15 zuwa 24 da suka iya karatu da rubutu da kowane harshe.',
    definitionAdultRate:
      'Kason mutane masu shekaru 15 zuwa sama da suka iya karantawa da rubuta gajeriyar magana mai sauƙi game da rayuwarsu ta yau da kullum.',
    definitionYouth: 'Adadin matasa masu ilimin karatu da rubutu kamar yadda aka ruwaito; ba a faɗi rukunin shekarun a tushen da aka gani ba.',
    definitionStateLiteracy:
      'Kason masu ilimin karatu da rubutu a jihar kamar yadda aka yaɗa a kusan 2017; ba a tabbatar da ma’auni, rukunin shekaru da binciken da ke bayansa ba.',
    definitionPrimaryOos:
      'Yara masu shekarun firamare (6-11) da ba sa zuwa makaranta; 10,193,918 cikin yara miliyan 40.8 masu shekarun makaranta a faɗin ƙasa.',
    definitionPrimaryOosState: 'Yara masu shekarun firamare (6-11) da ba sa zuwa makaranta a jihar.',
    definitionYouthOos: 'Yara da matasa masu shekaru 6 zuwa 18 da ba sa zuwa makaranta (ƙiyasi).',
    definitionOos: 'Yaran da ba sa zuwa makaranta kamar yadda aka faɗa; ba a bayar da rukunin shekarun a rahotannin da aka gani ba.',
    definitionAlmajirai: 'Kimanin almajirai miliyan 9.5 cikin kimanin yara miliyan 10.5 da ba sa zuwa makaranta.',
    definitionAlmajiraiNorthEast: 'Almajiran da aka ruwaito a jihohi shida na arewa maso gabas (adamawa, bauchi, borno, gombe, taraba, yobe).',
    definitionAlmajiraiMapped: 'Yaran da Hukumar ta gano kuma suke jiran a sa su makaranta.',
    sourceNbsAttributed: 'An danganta shi ga Hukumar Ƙididdiga ta Ƙasa (NBS)',
    sourceUisGem: 'Ƙiyasin UNESCO UIS da GEM Report, Satumba 2022',
    sourceUnicef: 'Sanarwar UNICEF, 2024',
    sourceUnicefOfficer: 'Wani jami’in ilimi na UNICEF, wanda Humphreys & Crawfurd (2014) suka ambata',
    verificationSurveyCopy: 'An karanta a kwafin wani rahoto da ya ambaci binciken; ba a karanta rahoton binciken kansa ba.',
    verificationDatasetListings: 'An gani a jerin bayanai; ba a duba shi da rumbun bayanan UIS ba.',
    verificationSecondaryNews: 'Na biyu: an ambata a rahotannin labarai.',
    verificationNbsUnverified:
      'An danganta shi ga NBS (kusan 2017), ba a tabbatar ba. Sake buga shi guda biyu masu zaman kansu sun yi daidai; ba a sami ainihin tushen ba.',
    verificationAuditNotRead: 'An sake buga shi a rahotannin labarai; ba a karanta rahoton binciken kansa ba.',
    verificationPartialList: 'An sake buga shi a rahotannin labarai; jeri ne ba cikakke ba: ba a sami alƙaluman sauran jihohi ba.',
    verificationQuotedNews: 'An ambata a rahotannin labarai.',
    verificationSecondaryCitation: 'Ambato na biyu. Babu ƙidayar almajirai ta hukuma.',
    verificationCommission: 'Hukumar ce ta ruwaito (2025); ba a karanta shi daga ainihin takarda ba. Babu ƙidayar almajirai ta hukuma.',
  },
};
