/**
 * Where a ZIP code is, closely enough for a believable simulated route: the city and state a scan
 * shows, its time zone, and the USPS processing facilities (network and regional distribution
 * centers) that serve it. ZIP3 ranges follow the USPS sectional center layout by state.
 */
export interface Facility {
  name: string;
  state: string;
  zone: string;
}

interface ServiceArea {
  networkCenter: Facility;
  distributionCenter: Facility;
}

export interface Place {
  city: string;
  state: string;
  zip: string;
  zone: string;
  area: ServiceArea;
}

const ET = 'America/New_York';
const CT = 'America/Chicago';
const MT = 'America/Denver';
const PT = 'America/Los_Angeles';

const center = (name: string, state: string, zone: string): Facility => ({ name, state, zone });
const areaOf = (ndc: Facility, dc: Facility): ServiceArea => ({ networkCenter: ndc, distributionCenter: dc });

const ndc = {
  springfield: center('SPRINGFIELD MA NETWORK DISTRIBUTION CENTER', 'MA', ET),
  newJersey: center('NEW JERSEY NETWORK DISTRIBUTION CENTER', 'NJ', ET),
  philadelphia: center('PHILADELPHIA PA NETWORK DISTRIBUTION CENTER', 'PA', ET),
  pittsburgh: center('PITTSBURGH PA NETWORK DISTRIBUTION CENTER', 'PA', ET),
  washington: center('WASHINGTON DC NETWORK DISTRIBUTION CENTER', 'DC', ET),
  greensboro: center('GREENSBORO NC NETWORK DISTRIBUTION CENTER', 'NC', ET),
  atlanta: center('ATLANTA GA NETWORK DISTRIBUTION CENTER', 'GA', ET),
  jacksonville: center('JACKSONVILLE FL NETWORK DISTRIBUTION CENTER', 'FL', ET),
  cincinnati: center('CINCINNATI OH NETWORK DISTRIBUTION CENTER', 'OH', ET),
  detroit: center('DETROIT MI NETWORK DISTRIBUTION CENTER', 'MI', ET),
  memphis: center('MEMPHIS TN NETWORK DISTRIBUTION CENTER', 'TN', CT),
  chicago: center('CHICAGO IL NETWORK DISTRIBUTION CENTER', 'IL', CT),
  minneapolis: center('MINNEAPOLIS MN NETWORK DISTRIBUTION CENTER', 'MN', CT),
  desMoines: center('DES MOINES IA NETWORK DISTRIBUTION CENTER', 'IA', CT),
  kansasCity: center('KANSAS CITY KS NETWORK DISTRIBUTION CENTER', 'KS', CT),
  stLouis: center('ST LOUIS MO NETWORK DISTRIBUTION CENTER', 'MO', CT),
  dallas: center('DALLAS TX NETWORK DISTRIBUTION CENTER', 'TX', CT),
  denver: center('DENVER CO NETWORK DISTRIBUTION CENTER', 'CO', MT),
  losAngeles: center('LOS ANGELES CA NETWORK DISTRIBUTION CENTER', 'CA', PT),
  sanFrancisco: center('SAN FRANCISCO CA NETWORK DISTRIBUTION CENTER', 'CA', PT),
  seattle: center('SEATTLE WA NETWORK DISTRIBUTION CENTER', 'WA', PT),
};

const dc = (city: string, state: string, zone: string) =>
  center(`${city} ${state} DISTRIBUTION CENTER`, state, zone);

/** [first ZIP3, last ZIP3, city, state, time zone, service area] */
type Range = [number, number, string, string, string, ServiceArea];
const ranges: Range[] = [
  [5, 5, 'HOLTSVILLE', 'NY', ET, areaOf(ndc.newJersey, dc('MID-ISLAND', 'NY', ET))],
  [10, 13, 'SPRINGFIELD', 'MA', ET, areaOf(ndc.springfield, dc('SPRINGFIELD', 'MA', ET))],
  [14, 27, 'BOSTON', 'MA', ET, areaOf(ndc.springfield, dc('BOSTON', 'MA', ET))],
  [28, 29, 'PROVIDENCE', 'RI', ET, areaOf(ndc.springfield, dc('PROVIDENCE', 'RI', ET))],
  [30, 38, 'MANCHESTER', 'NH', ET, areaOf(ndc.springfield, dc('MANCHESTER', 'NH', ET))],
  [39, 49, 'PORTLAND', 'ME', ET, areaOf(ndc.springfield, dc('PORTLAND', 'ME', ET))],
  [50, 59, 'BURLINGTON', 'VT', ET, areaOf(ndc.springfield, dc('WHITE RIVER JUNCTION', 'VT', ET))],
  [60, 69, 'HARTFORD', 'CT', ET, areaOf(ndc.springfield, dc('HARTFORD', 'CT', ET))],
  [70, 79, 'NEWARK', 'NJ', ET, areaOf(ndc.newJersey, dc('NEWARK', 'NJ', ET))],
  [80, 84, 'BELLMAWR', 'NJ', ET, areaOf(ndc.philadelphia, dc('SOUTH JERSEY', 'NJ', ET))],
  [85, 89, 'TRENTON', 'NJ', ET, areaOf(ndc.newJersey, dc('TRENTON', 'NJ', ET))],
  [100, 109, 'NEW YORK', 'NY', ET, areaOf(ndc.newJersey, dc('NEW YORK', 'NY', ET))],
  [110, 119, 'BROOKLYN', 'NY', ET, areaOf(ndc.newJersey, dc('BROOKLYN', 'NY', ET))],
  [120, 129, 'ALBANY', 'NY', ET, areaOf(ndc.springfield, dc('ALBANY', 'NY', ET))],
  [130, 139, 'SYRACUSE', 'NY', ET, areaOf(ndc.pittsburgh, dc('SYRACUSE', 'NY', ET))],
  [140, 149, 'BUFFALO', 'NY', ET, areaOf(ndc.pittsburgh, dc('BUFFALO', 'NY', ET))],
  [150, 168, 'PITTSBURGH', 'PA', ET, areaOf(ndc.pittsburgh, dc('PITTSBURGH', 'PA', ET))],
  [169, 179, 'HARRISBURG', 'PA', ET, areaOf(ndc.philadelphia, dc('HARRISBURG', 'PA', ET))],
  [180, 196, 'PHILADELPHIA', 'PA', ET, areaOf(ndc.philadelphia, dc('PHILADELPHIA', 'PA', ET))],
  [197, 199, 'WILMINGTON', 'DE', ET, areaOf(ndc.philadelphia, dc('WILMINGTON', 'DE', ET))],
  [200, 205, 'WASHINGTON', 'DC', ET, areaOf(ndc.washington, dc('WASHINGTON', 'DC', ET))],
  [206, 219, 'BALTIMORE', 'MD', ET, areaOf(ndc.washington, dc('BALTIMORE', 'MD', ET))],
  [220, 246, 'RICHMOND', 'VA', ET, areaOf(ndc.washington, dc('RICHMOND', 'VA', ET))],
  [247, 268, 'CHARLESTON', 'WV', ET, areaOf(ndc.pittsburgh, dc('CHARLESTON', 'WV', ET))],
  [270, 289, 'CHARLOTTE', 'NC', ET, areaOf(ndc.greensboro, dc('CHARLOTTE', 'NC', ET))],
  [290, 299, 'COLUMBIA', 'SC', ET, areaOf(ndc.greensboro, dc('COLUMBIA', 'SC', ET))],
  [300, 319, 'ATLANTA', 'GA', ET, areaOf(ndc.atlanta, dc('ATLANTA', 'GA', ET))],
  [320, 329, 'JACKSONVILLE', 'FL', ET, areaOf(ndc.jacksonville, dc('JACKSONVILLE', 'FL', ET))],
  [330, 334, 'MIAMI', 'FL', ET, areaOf(ndc.jacksonville, dc('MIAMI', 'FL', ET))],
  [335, 349, 'TAMPA', 'FL', ET, areaOf(ndc.jacksonville, dc('TAMPA', 'FL', ET))],
  [350, 369, 'BIRMINGHAM', 'AL', CT, areaOf(ndc.atlanta, dc('BIRMINGHAM', 'AL', CT))],
  [370, 372, 'NASHVILLE', 'TN', CT, areaOf(ndc.memphis, dc('NASHVILLE', 'TN', CT))],
  [373, 379, 'KNOXVILLE', 'TN', ET, areaOf(ndc.atlanta, dc('KNOXVILLE', 'TN', ET))],
  [380, 385, 'MEMPHIS', 'TN', CT, areaOf(ndc.memphis, dc('MEMPHIS', 'TN', CT))],
  [386, 397, 'JACKSON', 'MS', CT, areaOf(ndc.memphis, dc('JACKSON', 'MS', CT))],
  [398, 399, 'ALBANY', 'GA', ET, areaOf(ndc.atlanta, dc('MACON', 'GA', ET))],
  [400, 427, 'LOUISVILLE', 'KY', ET, areaOf(ndc.cincinnati, dc('LOUISVILLE', 'KY', ET))],
  [430, 459, 'COLUMBUS', 'OH', ET, areaOf(ndc.cincinnati, dc('COLUMBUS', 'OH', ET))],
  [460, 479, 'INDIANAPOLIS', 'IN', ET, areaOf(ndc.cincinnati, dc('INDIANAPOLIS', 'IN', ET))],
  [480, 499, 'DETROIT', 'MI', ET, areaOf(ndc.detroit, dc('DETROIT', 'MI', ET))],
  [500, 528, 'DES MOINES', 'IA', CT, areaOf(ndc.desMoines, dc('DES MOINES', 'IA', CT))],
  [530, 549, 'MILWAUKEE', 'WI', CT, areaOf(ndc.chicago, dc('MILWAUKEE', 'WI', CT))],
  [550, 567, 'MINNEAPOLIS', 'MN', CT, areaOf(ndc.minneapolis, dc('MINNEAPOLIS', 'MN', CT))],
  [570, 577, 'SIOUX FALLS', 'SD', CT, areaOf(ndc.minneapolis, dc('SIOUX FALLS', 'SD', CT))],
  [580, 588, 'FARGO', 'ND', CT, areaOf(ndc.minneapolis, dc('FARGO', 'ND', CT))],
  [590, 599, 'BILLINGS', 'MT', MT, areaOf(ndc.denver, dc('BILLINGS', 'MT', MT))],
  [600, 629, 'CHICAGO', 'IL', CT, areaOf(ndc.chicago, dc('CHICAGO', 'IL', CT))],
  [630, 658, 'SAINT LOUIS', 'MO', CT, areaOf(ndc.stLouis, dc('SAINT LOUIS', 'MO', CT))],
  [660, 679, 'WICHITA', 'KS', CT, areaOf(ndc.kansasCity, dc('WICHITA', 'KS', CT))],
  [680, 693, 'OMAHA', 'NE', CT, areaOf(ndc.kansasCity, dc('OMAHA', 'NE', CT))],
  [700, 714, 'NEW ORLEANS', 'LA', CT, areaOf(ndc.dallas, dc('NEW ORLEANS', 'LA', CT))],
  [716, 729, 'LITTLE ROCK', 'AR', CT, areaOf(ndc.memphis, dc('LITTLE ROCK', 'AR', CT))],
  [730, 749, 'OKLAHOMA CITY', 'OK', CT, areaOf(ndc.dallas, dc('OKLAHOMA CITY', 'OK', CT))],
  [750, 769, 'DALLAS', 'TX', CT, areaOf(ndc.dallas, dc('DALLAS', 'TX', CT))],
  [770, 779, 'HOUSTON', 'TX', CT, areaOf(ndc.dallas, dc('HOUSTON', 'TX', CT))],
  [780, 797, 'SAN ANTONIO', 'TX', CT, areaOf(ndc.dallas, dc('SAN ANTONIO', 'TX', CT))],
  [798, 799, 'EL PASO', 'TX', MT, areaOf(ndc.dallas, dc('EL PASO', 'TX', MT))],
  [800, 816, 'DENVER', 'CO', MT, areaOf(ndc.denver, dc('DENVER', 'CO', MT))],
  [820, 831, 'CHEYENNE', 'WY', MT, areaOf(ndc.denver, dc('CHEYENNE', 'WY', MT))],
  [832, 838, 'BOISE', 'ID', MT, areaOf(ndc.seattle, dc('BOISE', 'ID', MT))],
  [840, 847, 'SALT LAKE CITY', 'UT', MT, areaOf(ndc.denver, dc('SALT LAKE CITY', 'UT', MT))],
  [850, 865, 'PHOENIX', 'AZ', 'America/Phoenix', areaOf(ndc.denver, dc('PHOENIX', 'AZ', 'America/Phoenix'))],
  [870, 884, 'ALBUQUERQUE', 'NM', MT, areaOf(ndc.denver, dc('ALBUQUERQUE', 'NM', MT))],
  [889, 898, 'LAS VEGAS', 'NV', PT, areaOf(ndc.losAngeles, dc('LAS VEGAS', 'NV', PT))],
  [900, 935, 'LOS ANGELES', 'CA', PT, areaOf(ndc.losAngeles, dc('LOS ANGELES', 'CA', PT))],
  [936, 955, 'SAN FRANCISCO', 'CA', PT, areaOf(ndc.sanFrancisco, dc('OAKLAND', 'CA', PT))],
  [956, 961, 'SACRAMENTO', 'CA', PT, areaOf(ndc.sanFrancisco, dc('SACRAMENTO', 'CA', PT))],
  [
    967,
    968,
    'HONOLULU',
    'HI',
    'Pacific/Honolulu',
    areaOf(ndc.sanFrancisco, dc('HONOLULU', 'HI', 'Pacific/Honolulu')),
  ],
  [970, 979, 'PORTLAND', 'OR', PT, areaOf(ndc.seattle, dc('PORTLAND', 'OR', PT))],
  [980, 994, 'SEATTLE', 'WA', PT, areaOf(ndc.seattle, dc('SEATTLE', 'WA', PT))],
  [
    995,
    999,
    'ANCHORAGE',
    'AK',
    'America/Anchorage',
    areaOf(ndc.seattle, dc('ANCHORAGE', 'AK', 'America/Anchorage')),
  ],
];

/** The bureaus' dispute ZIP codes are P.O. Box ZIPs in cities of their own, not their ZIP3's main city. */
const exact: Record<string, [string, string]> = {
  '30374': ['ATLANTA', 'GA'],
  '75013': ['ALLEN', 'TX'],
  '19016': ['CHESTER', 'PA'],
};

/** A ZIP outside every range (military, unassigned or malformed) still gets a believable middle-of-the-country place. */
const fallback: Omit<Place, 'zip'> = {
  city: 'KANSAS CITY',
  state: 'MO',
  zone: CT,
  area: areaOf(ndc.kansasCity, dc('KANSAS CITY', 'MO', CT)),
};

export function placeOfZip(rawZip: string): Place {
  const zip = rawZip.trim().slice(0, 5);
  const zip3 = /^\d{5}$/.test(zip) ? Number(zip.slice(0, 3)) : Number.NaN;
  const range = ranges.find(([from, to]) => zip3 >= from && zip3 <= to);
  if (!range) return { ...fallback, zip };
  const [, , rangeCity, rangeState, zone, area] = range;
  const [city, state] = exact[zip] ?? [rangeCity, rangeState];
  return { city, state, zip, zone, area };
}

/** Where letters plausibly start when the sender's ZIP is unknown: main post offices of large cities. */
const usualOrigins = [
  '60607',
  '11201',
  '77002',
  '85004',
  '28202',
  '43215',
  '80202',
  '95814',
  '33602',
  '98101',
];

export function plausibleOrigin(seed: number, destination: Place): Place {
  const candidates = usualOrigins.filter((zip) => zip.slice(0, 3) !== destination.zip.slice(0, 3));
  return placeOfZip(candidates[seed % candidates.length] as string);
}
