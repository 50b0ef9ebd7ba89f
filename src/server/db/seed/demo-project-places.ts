import type { CommunityMix } from './demo-data';

// Where a club's demo projects take place: its town's hospital, schools, halls, and the local places
// some projects need (a beach, a river, a lagoon, the villages of the dry zone's kidney disease).

/** A club as its projects see it: its town and the community its members come from. */
export interface ProjectClub {
  town: string;
  mix: CommunityMix;
}

/** The places of a club's town that project titles and venues name. */
export interface ClubPlaces {
  /** The town without a Colombo postcode ('Colombo 03' is 'Colombo'). */
  area: string;
  hospital: string;
  schools: readonly string[];
  halls: readonly string[];
  beach?: string;
  river?: string;
  lagoon?: string;
  /** Villages of the chronic kidney disease (CKDu) areas the club serves. */
  ckduVillages?: readonly string[];
  /** True where the monsoon floods or landslides hit (the disaster-relief projects). */
  floods?: boolean;
  landslides?: boolean;
  /** True in the dry zone, where droughts bring water shortages. */
  drought?: boolean;
}

/** The hospitals of the towns whose main hospital is not a base hospital. */
const HOSPITALS: Readonly<Record<string, string>> = {
  Colombo: 'National Hospital of Sri Lanka, Colombo 10',
  Dehiwala: 'Colombo South Teaching Hospital, Kalubowila',
  Kandy: 'Teaching Hospital, Kandy',
  Peradeniya: 'Teaching Hospital, Peradeniya',
  Galle: 'Teaching Hospital Karapitiya, Galle',
  Jaffna: 'Teaching Hospital, Jaffna',
  Batticaloa: 'Teaching Hospital, Batticaloa',
  Anuradhapura: 'Teaching Hospital, Anuradhapura',
  Kurunegala: 'Teaching Hospital, Kurunegala',
  Ratnapura: 'Teaching Hospital, Ratnapura',
  Badulla: 'Provincial General Hospital, Badulla',
  Negombo: 'District General Hospital, Negombo',
  Gampaha: 'District General Hospital, Gampaha',
  Kalutara: 'District General Hospital, Kalutara',
  Matara: 'District General Hospital, Matara',
  Matale: 'District General Hospital, Matale',
  Chilaw: 'District General Hospital, Chilaw',
  Trincomalee: 'District General Hospital, Trincomalee',
  Vavuniya: 'District General Hospital, Vavuniya',
  Polonnaruwa: 'District General Hospital, Polonnaruwa',
  'Nuwara Eliya': 'District General Hospital, Nuwara Eliya',
};

/** What only some towns have: their beach, river, lagoon, CKDu villages and the hazards they face. */
const LOCAL: Readonly<Record<string, Partial<ClubPlaces>>> = {
  Colombo: { beach: 'Wellawatte beach', river: 'Kelani River', floods: true },
  Dehiwala: { beach: 'Mount Lavinia beach', lagoon: 'Bolgoda Lake' },
  Moratuwa: { beach: 'Angulana beach', lagoon: 'Bolgoda Lake', floods: true },
  Panadura: { beach: 'Panadura beach', river: 'Bolgoda River' },
  Kalutara: { beach: 'Kalutara beach', river: 'Kalu Ganga', floods: true },
  Negombo: { beach: 'Negombo beach', lagoon: 'Negombo Lagoon' },
  Wattala: {
    beach: 'Uswetakeiyawa beach',
    river: 'Kelani River',
    lagoon: 'Muthurajawela marsh',
    floods: true,
  },
  'Ja-Ela': { lagoon: 'Muthurajawela marsh', floods: true },
  Gampaha: { river: 'Attanagalu Oya', floods: true },
  Kandy: { river: 'Mahaweli River', landslides: true },
  Peradeniya: { river: 'Mahaweli River', landslides: true },
  Matale: { river: 'Sudu Ganga', landslides: true },
  Galle: { beach: 'Dewata beach', river: 'Gin Ganga', floods: true },
  Matara: { beach: 'Polhena beach', river: 'Nilwala Ganga', floods: true },
  Hikkaduwa: { beach: 'Hikkaduwa beach', lagoon: 'Hikkaduwa Lake' },
  Ambalangoda: { beach: 'Ambalangoda beach', lagoon: 'Madu Ganga wetland' },
  Kurunegala: { ckduVillages: ['Nikaweratiya', 'Galgamuwa'], drought: true },
  Chilaw: { beach: 'Chilaw beach', lagoon: 'Chilaw Lagoon' },
  Puttalam: { lagoon: 'Puttalam Lagoon', drought: true },
  'Nuwara Eliya': { landslides: true },
  Jaffna: { lagoon: 'Jaffna Lagoon', drought: true },
  Vavuniya: { ckduVillages: ['Nedunkerny', 'Omanthai'], drought: true },
  Trincomalee: { beach: 'Dutch Bay beach', lagoon: 'Tambalagamuwa Bay', drought: true },
  Batticaloa: { beach: 'Kallady beach', lagoon: 'Batticaloa Lagoon', floods: true },
  Anuradhapura: {
    ckduVillages: ['Padaviya', 'Medawachchiya', 'Kebithigollewa', 'Horowpothana'],
    drought: true,
  },
  Polonnaruwa: { ckduVillages: ['Medirigiriya', 'Dimbulagala', 'Hingurakgoda'], drought: true },
  Ratnapura: { river: 'Kalu Ganga', floods: true, landslides: true },
  Badulla: { ckduVillages: ['Girandurukotte'], landslides: true },
};

/** School and hall names by the community a club serves: a northern club's school is a Hindu college. */
const SCHOOLS: Readonly<Record<CommunityMix, readonly string[]>> = {
  island: [
    '{area} Central College',
    '{area} Maha Vidyalaya',
    'Sri Rahula Vidyalaya, {area}',
    '{area} Primary School',
  ],
  north: ['{area} Hindu College', '{area} Central College', 'Saraswathy Vidyalayam, {area}'],
  east: ['{area} Hindu College', '{area} Central College', 'Zahira College, {area}'],
};
const HALLS: Readonly<Record<CommunityMix, readonly string[]>> = {
  island: [
    '{area} Town Hall',
    'Divisional Secretariat auditorium, {area}',
    'Sri Bodhirukkarama Viharaya, {area}',
    'St. Mary’s Church hall, {area}',
  ],
  north: ['{area} Town Hall', 'Sri Murugan Kovil hall, {area}', 'Divisional Secretariat auditorium, {area}'],
  east: ['{area} Town Hall', 'Jumma Mosque hall, {area}', 'Sri Pillaiyar Kovil hall, {area}'],
};

/** The places of a club's town. */
export function clubPlaces(club: ProjectClub): ClubPlaces {
  const area = club.town.replace(/ \d+$/, '');
  const named = (list: readonly string[]) => list.map((name) => name.replace('{area}', area));
  return {
    area,
    hospital: HOSPITALS[area] ?? `Base Hospital, ${area}`,
    schools: named(SCHOOLS[club.mix]),
    halls: named(HALLS[club.mix]),
    ...LOCAL[area],
  };
}
