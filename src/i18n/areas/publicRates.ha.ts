/** The out-of-school rate of the primary age group on the public pages. Hausa, the same keys as publicRates.en.ts. */
import type { publicRatesEn } from './publicRates.en';

export const publicRatesHa: typeof publicRatesEn = {
  publicRates: {
    nigeria: 'Najeriya',
    countLabel: 'Yaran da ba sa zuwa makaranta masu shekaru %{ages} da aka rubuta',
    rateLabel: 'Ƙimar yaran da ba sa zuwa makaranta, shekaru %{ages}',
    definition: 'Yara masu shekaru %{ages} da ba sa zuwa makaranta ÷ dukan yara masu shekaru %{ages} (ma’anar UIS)',
    bySex: 'Yara mata: %{female} · Yara maza: %{male}',
    gpi: 'Ma’aunin daidaiton jinsi (ƙimar yara mata ÷ ƙimar yara maza): %{gpi}',
    gpiAdjusted: 'Ma’aunin daidaiton jinsi (ƙimar yara mata ÷ ƙimar yara maza): %{gpi}; wanda aka daidaita: %{adjusted}',
    adjustedShort: 'an daidaita %{adjusted}',
    noGpi: 'Babu ma’aunin daidaiton jinsi: babu yawan jama’a ko ƙidayar yara mata ko ta yara maza.',
    denominator: 'Yawan jama’a masu shekaru %{ages}, %{year}: %{population} — %{source} (%{licence})',
    denominatorSource: 'Yawan jama’a masu shekaru %{ages}, %{year} — %{source} (%{licence})',
    demo: 'Bayanan gwaji',
    demoText: 'Yawan jama’ar da aka raba waɗannan ƙimomi da shi bayanan gwaji ne na misali, ba ainihin ƙiyasi ba ne.',
    noRate: {
      noPopulation: 'Babu ƙima: ba a shigar da ƙiyasin yawan yara masu shekaru %{ages} na %{area} ba, don haka ƙididdiga kaɗai ake nunawa.',
      hidden: 'Babu ƙima: an ɓoye ƙidayar yaran da ba sa zuwa makaranta masu shekaru %{ages} don kare sirri.',
    },
    columns: {
      group: 'Ƙimomi (shekaru %{ages})',
      rate: 'Ƙimar rashin zuwa makaranta %{ages} (%)',
      gpi: 'Ma’aunin daidaiton jinsi %{ages}',
      adjustedGpi: 'Ma’aunin daidaiton jinsi da aka daidaita %{ages}',
    },
    tableNote:
      'Ƙimar rashin zuwa makaranta %{ages}: yaran da ba sa zuwa makaranta masu shekaru %{ages} da aka rubuta ÷ yawan jama’a masu shekaru %{ages}, a kashi cikin ɗari (ma’anar UIS). Ma’aunin daidaiton jinsi: ƙimar yara mata ÷ ƙimar yara maza, wanda ake daidaitawa idan ya haura 1. %{sources}.',
    tableNoPopulation: 'Ƙimar rashin zuwa makaranta %{ages}: ba a shigar da ƙiyasin yawan jama’a na waɗannan yankuna ba, don haka ƙididdiga kaɗai ake nunawa.',
    tableWithout: 'Layi (–) yana nuna yankin da ba shi da ƙiyasin yawan jama’a; “%{label}” kuma ƙimar da aka ɓoye tare da ƙidayarta.',
    definitions: {
      rate: '%{name}: yaran da ba sa zuwa makaranta masu shekaru %{ages} a cikin bayanan dandalin ÷ yawan jama’a masu shekaru %{ages} (ma’anar UIS), a kashi cikin ɗari zuwa wuri ɗaya bayan digo. %{sources}. Babu komai inda ba a shigar da ƙiyasin yawan jama’a na yankin ba; %{label} inda aka ɓoye ƙidayar, da ƙimar tare da ita, don kare sirri.',
      gpi: '%{name}: ma’aunin daidaiton jinsi na ƙimar rashin zuwa makaranta %{ages}, ƙimar yara mata ÷ ƙimar yara maza, zuwa wurare biyu bayan digo. Babu komai inda babu ƙima bisa jinsi; %{label} inda aka ɓoye ƙidayar.',
      adjustedGpi:
        '%{name}: ma’aunin daidaiton jinsi da aka daidaita, 2 − 1/GPI inda ma’aunin ya haura 1, in ba haka ba ma’aunin kansa (UIS), zuwa wurare biyu bayan digo.',
      noSources: 'Ba a shigar da ƙiyasin yawan jama’a na yankunan da aka nuna ba',
    },
    methodology: {
      title: 'Ƙimomi',
      definition:
        'Ƙimar rashin zuwa makaranta tana bin ma’anar Cibiyar Ƙididdiga ta UNESCO (UIS): yaran da ke cikin shekarun makarantar firamare da ba sa zuwa makaranta ÷ dukan yaran waɗannan shekaru, a kashi cikin ɗari. Shekarun makarantar firamare na hukuma a Najeriya su ne %{ages}. Yaran da ake ƙidaya su ne yaran da ba sa zuwa makaranta masu shekaru %{ages} a cikin bayanan shirin; yawan jama’a kuma ƙiyasi ne da mai gudanarwa ya shigar.',
      gpi: 'Ma’aunin daidaiton jinsi (GPI) shi ne ƙimar yara mata ÷ ƙimar yara maza: 1 yana nufin daidaito. Idan ya haura 1, shafin yana ba da ma’aunin da aka daidaita, 2 − 1/GPI, wanda ke sanya daidaito a tsakiya tsakanin 0 da 2 (UIS).',
      onlyWithPopulation:
        'Ana nuna ƙima ne kawai inda aka shigar da ƙiyasin yawan yara masu shekaru %{ages} na yankin, kuma koyaushe tare da sunan wannan yawan jama’a (tushe, shekara da lasisi). Inda ba a shigar ba, shafin yana nuna ƙididdiga kuma ya faɗi dalilin da ya sa babu ƙima.',
      hidden:
        'Inda aka ɓoye ƙidayar yaran da ba sa zuwa makaranta masu shekaru %{ages} don kare sirri, ana ɓoye ƙimar tare da ita: ƙima × yawan jama’a zai bayyana ƙidayar.',
      sources: 'Inda ƙiyasin yawan jama’a suka fito: %{link}.',
      demo: 'Inda yawan jama’a na misali ne (teburin nuni, ba ainihin ƙiyasi ba), kowane shafin da ke amfani da shi yana faɗin haka da alamar “Bayanan gwaji”.',
    },
  },
};
