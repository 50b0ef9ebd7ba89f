import type { ClubPlaces } from './demo-project-places';

// The service projects a Sri Lankan Lions club runs, as templates the demo's plan fills in with the
// club's own places: {area}, {school}, {hall}, {hospital}, {beach}, {river}, {lagoon}, {village}, and
// the project's numbers {direct}, {indirect}, {trees}. Costs are in rupees.

/** A kind of project a club may run, with the ranges its numbers are drawn from. */
export interface ProjectIdea {
  themeKey: string;
  /** The project types it is run as, weighted (RP: a region project, created by the region). */
  types: readonly (readonly [string, number])[];
  /** True when the club's town can hold it (a beach clean-up needs a beach); any town when absent. */
  fits?: (places: ClubPlaces) => boolean;
  title: string;
  venue: string;
  description: string;
  cost: readonly [number, number];
  direct: readonly [number, number];
  indirect: readonly [number, number];
  /** Trees planted: large ones on the reforestation theme, small plants on gardening_farming. */
  trees?: readonly [number, number];
}

/** The demo's project ideas. */
export const PROJECT_IDEAS: readonly ProjectIdea[] = [
  {
    themeKey: 'vision',
    types: [
      ['GP', 3],
      ['MP', 1],
    ],
    title: 'Free Eye Camp at {area}',
    venue: '{hall}',
    description:
      'Eye screening by a team from the {hospital}: {direct} patients seen, spectacles given free and cataract cases referred for surgery.',
    cost: [80_000, 450_000],
    direct: [120, 450],
    indirect: [400, 1_500],
  },
  {
    themeKey: 'vision',
    types: [['SP', 1]],
    title: 'Cataract Surgeries for Elders of {area}',
    venue: '{hospital}',
    description:
      'Lens implants for {direct} elderly patients on the hospital’s waiting list, with transport and a follow-up clinic.',
    cost: [150_000, 600_000],
    direct: [12, 40],
    indirect: [50, 200],
  },
  {
    themeKey: 'vision',
    types: [['GP', 1]],
    title: 'Spectacles for Schoolchildren, {school}',
    venue: '{school}',
    description:
      'Vision tests for the whole school; {direct} children who could not read the board received spectacles.',
    cost: [60_000, 220_000],
    direct: [40, 180],
    indirect: [300, 1_200],
  },
  {
    themeKey: 'blood_donation',
    types: [
      ['GP', 3],
      ['CP', 1],
    ],
    title: 'Blood Donation Campaign, {area}',
    venue: '{hall}',
    description: '{direct} pints collected in one day with the blood bank of the {hospital}.',
    cost: [40_000, 180_000],
    direct: [60, 220],
    indirect: [300, 1_500],
  },
  {
    themeKey: 'reforestation',
    types: [['GP', 1]],
    title: 'Native Tree Planting at {school}',
    venue: '{school}',
    description:
      '{trees} native saplings (kumbuk, mara, na and mango) planted with the pupils, who water and tag them.',
    cost: [45_000, 180_000],
    direct: [80, 400],
    indirect: [500, 2_500],
    trees: [60, 300],
  },
  {
    themeKey: 'reforestation',
    types: [
      ['GP', 2],
      ['SP', 1],
    ],
    fits: (p) => p.river !== undefined,
    title: 'Replanting the {river} Riverbank',
    venue: 'The {river} bank at {area}',
    description: '{trees} trees planted with the Forest Department to hold the riverbank against the floods.',
    cost: [90_000, 300_000],
    direct: [60, 250],
    indirect: [1_000, 4_000],
    trees: [100, 500],
  },
  {
    themeKey: 'reforestation',
    types: [['GP', 1]],
    fits: (p) => p.lagoon !== undefined,
    title: 'Mangrove Replanting at {lagoon}',
    venue: '{lagoon}',
    description:
      '{trees} mangrove seedlings planted with the fishing community and the Coast Conservation Department.',
    cost: [70_000, 250_000],
    direct: [50, 200],
    indirect: [800, 3_000],
    trees: [200, 600],
  },
  {
    themeKey: 'gardening_farming',
    types: [
      ['CP', 2],
      ['GP', 1],
    ],
    title: 'Home Gardens for Low-Income Families, {area}',
    venue: 'Grama Niladhari divisions of {area}',
    description:
      '{trees} vegetable seedlings and seed packets, with training from the agriculture instructor, for {direct} families.',
    cost: [60_000, 250_000],
    direct: [40, 200],
    indirect: [150, 800],
    trees: [200, 800],
  },
  {
    themeKey: 'gardening_farming',
    types: [['GP', 1]],
    title: 'School Vegetable Garden at {school}',
    venue: '{school}',
    description:
      'Raised beds, a water tank and {trees} seedlings; the harvest goes to the school’s midday meal.',
    cost: [40_000, 150_000],
    direct: [100, 600],
    indirect: [300, 1_500],
    trees: [150, 400],
  },
  {
    themeKey: 'hunger',
    types: [['GP', 1]],
    title: 'Dry Rations for Families in Need, {area}',
    venue: '{hall}',
    description:
      'Packs of rice, dhal, sugar, tea and milk powder for {direct} families named by the Grama Niladhari.',
    cost: [100_000, 500_000],
    direct: [50, 250],
    indirect: [200, 900],
  },
  {
    themeKey: 'hunger',
    types: [
      ['CP', 2],
      ['GP', 1],
    ],
    title: 'Monthly Dry Rations for the Elders’ Home, {area}',
    venue: 'Elders’ Home, {area}',
    description: 'A month’s dry rations, toiletries and medicine for the {direct} residents of the home.',
    cost: [50_000, 160_000],
    direct: [20, 80],
    indirect: [60, 200],
  },
  {
    themeKey: 'hunger',
    types: [['SP', 1]],
    title: 'Nutrition Packs for Expectant Mothers, {area}',
    venue: 'MOH Office, {area}',
    description:
      'Thriposha, fruit and vitamin packs for {direct} expectant mothers at the clinic, with the public health midwives.',
    cost: [60_000, 200_000],
    direct: [30, 120],
    indirect: [100, 400],
  },
  {
    themeKey: 'diabetes',
    types: [
      ['CP', 2],
      ['GP', 1],
    ],
    title: 'Diabetes Screening Clinic, {area}',
    venue: '{hall}',
    description:
      'Free blood sugar and blood pressure tests for {direct} people, with diet advice from a nutritionist of the {hospital}.',
    cost: [35_000, 150_000],
    direct: [80, 350],
    indirect: [300, 1_200],
  },
  {
    themeKey: 'diabetes',
    types: [['GP', 1]],
    title: 'Walk for Diabetes Awareness, {area}',
    venue: '{area} town centre',
    description:
      'A morning walk of {direct} people, with free screening at the finish and leaflets in Sinhala and Tamil.',
    cost: [30_000, 120_000],
    direct: [150, 500],
    indirect: [1_000, 5_000],
  },
  {
    themeKey: 'humanitarian',
    types: [
      ['MP', 2],
      ['GP', 1],
    ],
    fits: (p) => p.ckduVillages !== undefined,
    title: 'Kidney Disease Screening at {village}',
    venue: 'Divisional Hospital, {village}',
    description:
      'Urine and serum creatinine tests for {direct} farmers and their families with the health ministry’s CKDu unit; those at risk referred to the renal clinic of the {hospital}.',
    cost: [250_000, 900_000],
    direct: [300, 900],
    indirect: [1_000, 4_000],
  },
  {
    themeKey: 'humanitarian',
    types: [['MP', 1]],
    fits: (p) => p.ckduVillages !== undefined,
    title: 'Drinking Water Plant for {village}',
    venue: '{village} Maha Vidyalaya',
    description:
      'A reverse-osmosis plant giving safe drinking water to {direct} families in a kidney-disease area, run by the village society.',
    cost: [1_500_000, 3_500_000],
    direct: [200, 600],
    indirect: [800, 3_000],
  },
  {
    themeKey: 'humanitarian',
    types: [['GP', 1]],
    title: 'Medical Camp at {area}',
    venue: '{hall}',
    description: 'Doctors from the {hospital} saw {direct} patients in a day; medicines were given free.',
    cost: [90_000, 350_000],
    direct: [150, 500],
    indirect: [400, 1_500],
  },
  {
    themeKey: 'humanitarian',
    types: [['SP', 1]],
    title: 'Wheelchairs and Walking Aids for the {hospital}',
    venue: '{hospital}',
    description:
      'Wheelchairs, walking frames and crutches for the wards, and for {direct} patients to take home.',
    cost: [120_000, 450_000],
    direct: [15, 60],
    indirect: [200, 900],
  },
  {
    themeKey: 'youth',
    types: [['GP', 1]],
    title: 'School Supplies for {school}',
    venue: '{school}',
    description:
      'Exercise books, bags, shoes and stationery for {direct} pupils of low-income families before the new term.',
    cost: [80_000, 400_000],
    direct: [60, 300],
    indirect: [200, 1_000],
  },
  {
    themeKey: 'youth',
    types: [['SP', 1]],
    title: 'Library Books for {school}',
    venue: '{school}',
    description:
      'Books in Sinhala, Tamil and English and two new shelves for the school library, used by {direct} pupils.',
    cost: [70_000, 250_000],
    direct: [200, 900],
    indirect: [500, 2_000],
  },
  {
    themeKey: 'youth',
    types: [['GP', 1]],
    title: 'Grade 5 Scholarship Seminar, {area}',
    venue: '{school}',
    description:
      'A day of model papers and coaching for {direct} Grade 5 pupils before the scholarship examination.',
    cost: [30_000, 120_000],
    direct: [80, 400],
    indirect: [300, 1_200],
  },
  {
    themeKey: 'childhood_cancer',
    types: [
      ['SP', 2],
      ['GP', 1],
    ],
    title: 'Care Packs for the Children’s Cancer Ward, Apeksha Hospital',
    venue: 'Apeksha Hospital, Maharagama',
    description:
      'Toys, books and nutrition packs for {direct} children in treatment, and a television for the ward’s play room.',
    cost: [60_000, 300_000],
    direct: [30, 120],
    indirect: [100, 400],
  },
  {
    themeKey: 'environment',
    types: [['GP', 1]],
    fits: (p) => p.beach !== undefined,
    title: 'Beach Clean-up at {beach}',
    venue: '{beach}',
    description:
      '{direct} volunteers collected plastic and old nets along the beach; the waste went to the council’s recycling centre.',
    cost: [20_000, 80_000],
    direct: [40, 150],
    indirect: [1_000, 6_000],
  },
  {
    themeKey: 'environment',
    types: [['GP', 1]],
    title: 'Dengue Prevention Clean-up, {area}',
    venue: 'Grama Niladhari divisions of {area}',
    description:
      'Mosquito breeding places cleared in {direct} homes and two schools, with the public health inspectors.',
    cost: [25_000, 90_000],
    direct: [100, 400],
    indirect: [800, 3_000],
  },
  {
    themeKey: 'disaster_relief',
    types: [
      ['GP', 3],
      ['RP', 1],
    ],
    fits: (p) => p.floods === true,
    title: 'Flood Relief for Families of {area}',
    venue: '{hall}',
    description:
      'Dry rations, water filters and mats for {direct} families driven from their homes by the monsoon floods.',
    cost: [200_000, 900_000],
    direct: [80, 400],
    indirect: [300, 1_500],
  },
  {
    themeKey: 'disaster_relief',
    types: [
      ['GP', 2],
      ['RP', 1],
    ],
    fits: (p) => p.landslides === true,
    title: 'Landslide Relief, {area}',
    venue: 'Relief centre at {school}',
    description:
      'Dry rations, blankets and school kits for {direct} families moved out of the landslide-warning areas.',
    cost: [150_000, 700_000],
    direct: [40, 250],
    indirect: [200, 1_000],
  },
  {
    themeKey: 'disaster_relief',
    types: [['GP', 1]],
    fits: (p) => p.drought === true,
    title: 'Drought Relief: Water Tanks for {area}',
    venue: 'Villages of the {area} Divisional Secretariat',
    description: 'Thousand-litre tanks and water bowser runs for {direct} families through the dry months.',
    cost: [150_000, 600_000],
    direct: [60, 300],
    indirect: [300, 1_500],
  },
];
