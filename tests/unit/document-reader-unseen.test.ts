// The built-in reader on hand-written documents in layouts and wordings neither the fixtures nor the
// generator have: county health permits, state liquor boards, city tax receipts, fire marshal permits,
// sign permits, food manager certificates, seller's permits that never expire, certificates of occupancy,
// and manual pages in new styles. Every name, number and street is invented. The set is scored field by
// field; a field that the rules still miss is listed in GAPS with the reason, so that the test fails when a
// change breaks a field that was right (and says so when a gap closes).
import { describe, expect, it } from "vitest";
import { extractLicenseRules } from "@server/documents/extract/license-rules";
import { extractManualRules } from "@server/documents/extract/manual-rules";
import {
  LICENSE_FIELDS,
  licenseFieldCorrect,
  scoreManual,
  type LicenseFieldName,
  type LicenseTruth,
  type ManualTruth,
} from "@server/documents/accuracy";
import { LICENSE_TYPE_NAMES } from "@server/features/licenses/catalogue/types";

interface LicenseCase {
  name: string;
  lines: string[];
  want: Record<LicenseFieldName, string | null>;
  /** Street (number and name), city, zip of the premises, when the document prints one. */
  at?: [string, string, string, string];
  alt?: Partial<Record<LicenseFieldName, string[]>>;
}

const LICENSES: LicenseCase[] = [
  {
    name: "county health permit: Permit Holder, Establishment, ordinal dates side by side",
    lines: [
      "MULTRIDGE COUNTY HEALTH DEPARTMENT",
      "Environmental Health Services",
      "FOOD SERVICE PERMIT",
      "Permit Holder:\tBramblewood Kitchen LLC",
      "Establishment:\tBramble & Rye",
      "Facility Address:\t2218 SE Larkspur Ave, Portland, OR 97214",
      "Permit No.:\tFS-26-04417",
      "Issued:\tJanuary 5th, 2026\tExpires:\tDecember 31st, 2026",
      "THIS PERMIT IS NOT TRANSFERABLE AND MUST BE POSTED",
    ],
    want: {
      licenseNumber: "FS-26-04417",
      issueDate: "2026-01-05",
      expirationDate: "2026-12-31",
      issuingAuthority: "Multridge County Health Department",
      licenseeName: "Bramblewood Kitchen LLC",
      address: "2218 SE Larkspur Ave, Portland, OR 97214",
      state: "OR",
      licenseType: "Food Service Establishment Permit",
    },
    at: ["2218 SE Larkspur Ave", "Portland", "OR", "97214"],
  },
  {
    name: "state liquor letterhead, Trade Name, Premises Address split over two cells, Valid From/Through",
    lines: [
      "STATE OF OREGON",
      "OREGON LIQUOR AND CANNABIS COMMISSION",
      "FULL ON-PREMISES SALES LICENSE",
      "Licensee:\tCopperline Hospitality Inc.",
      "Trade Name:\tThe Brass Dipper",
      "Premises Address:\t415 NW Quimby St\tPortland, OR 97209",
      "License Number:\t2026-FOP-118240",
      "Class:\tFull On-Premises Sales (Liquor)",
      "Valid From:\t07/01/2026\tValid Through:\t06/30/2027",
    ],
    want: {
      licenseNumber: "2026-FOP-118240",
      issueDate: "2026-07-01",
      expirationDate: "2027-06-30",
      issuingAuthority: "Oregon Liquor and Cannabis Commission",
      licenseeName: "Copperline Hospitality Inc.",
      address: "415 NW Quimby St, Portland, OR 97209",
      state: "OR",
      licenseType: "Liquor License",
    },
    at: ["415 NW Quimby St", "Portland", "OR", "97209"],
    alt: {
      issuingAuthority: [
        "State of Oregon Oregon Liquor and Cannabis Commission",
      ],
    },
  },
  {
    name: "liquor board: UBI beside the license number, Effective / Expires on, spirits beer and wine",
    lines: [
      "Washington State Liquor and Cannabis Board",
      "Licensing and Regulation",
      "SPIRITS, BEER AND WINE RESTAURANT LICENSE",
      "UBI: 604 118 392 001 0001",
      "License #: 418862",
      "Licensee: HALLORAN & PIKE LLC",
      "Trade Name: BRINEHOUSE RAMEN BAR",
      "Location: 1907 Cascade Way, Suite 110, Tacoma WA 98402",
      "Effective: Mar. 9, 2026",
      "Expires on: 03/31/2027",
    ],
    want: {
      licenseNumber: "418862",
      issueDate: "2026-03-09",
      expirationDate: "2027-03-31",
      issuingAuthority: "Washington State Liquor and Cannabis Board",
      licenseeName: "HALLORAN & PIKE LLC",
      address: "1907 Cascade Way, Suite 110, Tacoma, WA 98402",
      state: "WA",
      licenseType: "Liquor License",
    },
    at: ["1907 Cascade Way", "Tacoma", "WA", "98402"],
  },
  {
    name: "city business tax receipt: Account No. and Receipt No., validity as a 'through' range",
    lines: [
      "CITY OF PALM CORAL",
      "Business Tax Division",
      "LOCAL BUSINESS TAX RECEIPT",
      "Tax Year 2026-2027",
      "Account No.\t118-0042\tReceipt No.\tR2026-55107",
      "Business Name:\tSUNFISH POKE CO",
      "Owner:\tLiang Ortega",
      "Business Location:\t880 Coral Reef Blvd, Palm Coral, FL 33914",
      "Classification:\tRestaurant 1-50 Seats",
      "Valid October 1, 2026 through September 30, 2027",
    ],
    want: {
      licenseNumber: "118-0042",
      issueDate: "2026-10-01",
      expirationDate: "2027-09-30",
      issuingAuthority: "City of Palm Coral Business Tax Division",
      licenseeName: "Liang Ortega",
      address: "880 Coral Reef Blvd, Palm Coral, FL 33914",
      state: "FL",
      licenseType: "Business License",
    },
    at: ["880 Coral Reef Blvd", "Palm Coral", "FL", "33914"],
    alt: { licenseeName: ["SUNFISH POKE CO"] },
  },
  {
    name: "fire marshal operational permit, ISO dates, 'Address of Operation'",
    lines: [
      "CITY OF GRANITE FALLS FIRE DEPARTMENT",
      "Office of the Fire Marshal",
      "OPERATIONAL PERMIT",
      "Permit Type: Assembly / Commercial Cooking Operations",
      "Permit #: OP-2026-0338",
      "Issued To: Tallow & Thyme Bistro LLC",
      "Address of Operation: 56 Millrace Road, Granite Falls, NC 28630",
      "Date Issued: 2026-02-17",
      "Expiration: 2027-02-16",
      "Occupant Load: 96",
      "Inspector: K. Abernathy, Deputy Fire Marshal",
    ],
    want: {
      licenseNumber: "OP-2026-0338",
      issueDate: "2026-02-17",
      expirationDate: "2027-02-16",
      issuingAuthority: "City of Granite Falls Fire Department",
      licenseeName: "Tallow & Thyme Bistro LLC",
      address: "56 Millrace Road, Granite Falls, NC 28630",
      state: "NC",
      licenseType: "Fire Safety Permit",
    },
    at: ["56 Millrace Road", "Granite Falls", "NC", "28630"],
  },
  {
    name: "sign permit: Application/Permit No., the sign contractor beside, Approved / Permit Expires",
    lines: [
      "COUNTY OF SAN MARCELO",
      "Planning & Development Services",
      "SIGN PERMIT",
      "Application/Permit No.\tSGN26-00791",
      "Applicant:\tBrightform Signs Inc.\tContractor Lic. #\tC45-883021",
      "Business / Tenant:\tFIG & OLIVE TAPAS LLC",
      "Site:\t1420 Ventana Parkway Unit B, San Marcelo, CA 92069",
      "Sign Type:\tWall sign, illuminated, 32 sq ft",
      "Approved:\t09-14-2026\tPermit Expires:\t03-13-2027",
    ],
    want: {
      licenseNumber: "SGN26-00791",
      issueDate: "2026-09-14",
      expirationDate: "2027-03-13",
      issuingAuthority: "County of San Marcelo Planning & Development Services",
      licenseeName: "FIG & OLIVE TAPAS LLC",
      address: "1420 Ventana Parkway Unit B, San Marcelo, CA 92069",
      state: "CA",
      licenseType: "Sign Permit",
    },
    at: ["1420 Ventana Parkway", "San Marcelo", "CA", "92069"],
  },
  {
    name: "food manager certificate: person's name under 'This is to certify that', exam date apart",
    lines: [
      "Food Safety Credentialing Institute",
      "CERTIFIED FOOD PROTECTION MANAGER",
      "This is to certify that",
      "ROWENA QUENBY-BAYNE",
      "has successfully passed an accredited food protection manager examination.",
      "Certification Number:\t31884207",
      "Exam Date:\t12/18/2025",
      "Date of Certification:\t5 Jan 2026",
      "Expiration Date:\t5 Jan 2031",
    ],
    want: {
      licenseNumber: "31884207",
      issueDate: "2026-01-05",
      expirationDate: "2031-01-05",
      issuingAuthority: "Food Safety Credentialing Institute",
      licenseeName: "ROWENA QUENBY-BAYNE",
      address: null,
      state: null,
      licenseType: "Food Protection Certificate",
    },
  },
  {
    name: "seller's registration that never expires: Sales Tax ID, Registered Name, two-digit year",
    lines: [
      "STATE OF GEORGIA",
      "DEPARTMENT OF REVENUE",
      "SALES AND USE TAX CERTIFICATE OF REGISTRATION",
      "Sales Tax ID:\t318-9920417",
      "Registered Name:\tPeachline Pit Barbecue, LLC",
      "Location:\t77 Magnolia Terrace NE\tAtlanta, GA 30308",
      "Date Registered:\t01/05/26",
      "This certificate does not expire and is valid until cancelled.",
      "Not transferable. Display at the place of business.",
    ],
    want: {
      licenseNumber: "318-9920417",
      issueDate: "2026-01-05",
      expirationDate: null,
      issuingAuthority: "State of Georgia Department of Revenue",
      licenseeName: "Peachline Pit Barbecue, LLC",
      address: "77 Magnolia Terrace NE, Atlanta, GA 30308",
      state: "GA",
      licenseType: "Sales Tax Certificate",
    },
    at: ["77 Magnolia Terrace", "Atlanta", "GA", "30308"],
  },
  {
    name: "certificate of occupancy: building permit number beside, Name of Occupant, occupant load",
    lines: [
      "CITY OF BRAXTON",
      "DEPARTMENT OF BUILDING & SAFETY",
      "CERTIFICATE OF OCCUPANCY",
      "Certificate #\tCO-26-00193\tBuilding Permit #\tB25-11842",
      "Occupancy Group:\tA-2\tConstruction Type:\tV-B",
      "Occupant Load:\t74",
      "Name of Occupant:\tEmberlane Pizza Co.",
      "Property Owner:\tBraxton Yard Holdings LP",
      "Site Address:\t3307 Foundry Row, Braxton, OH 43215",
      "Date of Issue:\tMarch 3, 2026",
    ],
    want: {
      licenseNumber: "CO-26-00193",
      issueDate: "2026-03-03",
      expirationDate: null,
      issuingAuthority: "City of Braxton Department of Building & Safety",
      licenseeName: "Emberlane Pizza Co.",
      address: "3307 Foundry Row, Braxton, OH 43215",
      state: "OH",
      licenseType: "Certificate of Occupancy",
    },
    at: ["3307 Foundry Row", "Braxton", "OH", "43215"],
  },
  {
    name: "county health grid: Facility Name / Facility ID / Owner / Permit Number, a permit period range",
    lines: [
      "Tuckahoe County Department of Health",
      "Division of Environmental Health",
      "RETAIL FOOD ESTABLISHMENT PERMIT",
      "Facility Name\tFacility ID\tRisk Category",
      "JADE TERRACE DUMPLING HOUSE\tFA0031877\t3",
      "Owner\tPermit Number",
      "Lantern Hill Restaurant Group Inc\tPR0088412",
      "Facility Location",
      "612 Courtland Hwy, Mechanicsville, VA 23111",
      "Permit Period: 01/01/2026 - 12/31/2026",
    ],
    want: {
      licenseNumber: "PR0088412",
      issueDate: "2026-01-01",
      expirationDate: "2026-12-31",
      issuingAuthority: "Tuckahoe County Department of Health",
      licenseeName: "Lantern Hill Restaurant Group Inc",
      address: "612 Courtland Hwy, Mechanicsville, VA 23111",
      state: "VA",
      licenseType: "Food Service Establishment Permit",
    },
    at: ["612 Courtland Hwy", "Mechanicsville", "VA", "23111"],
  },
  {
    name: "beverage commission permit: Original Issue Date / Current Expiration Date",
    lines: [
      "TEXAS ALCOHOLIC BEVERAGE COMMISSION",
      "MIXED BEVERAGE PERMIT",
      "Permit Number: MB1184427",
      "Permittee: Lone Mesa Tacos, LLC",
      "Trade Name: Lone Mesa Tacos",
      "Location Address: 2210 S Congress Ave, Austin, TX 78704",
      "Original Issue Date: 08/12/2024",
      "Current Expiration Date: 08/11/2026",
    ],
    want: {
      licenseNumber: "MB1184427",
      issueDate: "2024-08-12",
      expirationDate: "2026-08-11",
      issuingAuthority: "Texas Alcoholic Beverage Commission",
      licenseeName: "Lone Mesa Tacos, LLC",
      address: "2210 S Congress Ave, Austin, TX 78704",
      state: "TX",
      licenseType: "Liquor License",
    },
    at: ["2210 S Congress Ave", "Austin", "TX", "78704"],
  },
  {
    name: "OCR noise: a stray |, doubled spaces, 1 for i and l for I in the labels",
    lines: [
      "| COUNTY OF HARROWGATE",
      "ENVIRONMENTAL  HEALTH  DIVISION",
      "PERMIT  TO  OPERATE  -  FOOD  FACILITY",
      "Perm1t No.:  PT-2026-31882  |",
      "Operator:  Quillfeather  Cafe  LLC",
      "Faci1ity Address:  94 Pippin Lane,  Hollis,  NH 03049",
      "lssued:  02/02/2026    Exp1res:  01/31/2027",
    ],
    want: {
      licenseNumber: "PT-2026-31882",
      issueDate: "2026-02-02",
      expirationDate: "2027-01-31",
      issuingAuthority: "County of Harrowgate Environmental Health Division",
      licenseeName: "Quillfeather Cafe LLC",
      address: "94 Pippin Lane, Hollis, NH 03049",
      state: "NH",
      licenseType: "Food Service Establishment Permit",
    },
    at: ["94 Pippin Lane", "Hollis", "NH", "03049"],
  },
  {
    name: "alarm registration: Alarm User, 'valid until the last day of June 2027'",
    lines: [
      "Borough of Kestwick Police Department",
      "False Alarm Reduction Unit",
      "ALARM USER REGISTRATION",
      "Registration No. AR-7781",
      "Alarm User: Wicklow Bagel Works",
      "Alarm Site: 19 Ferry Street, Kestwick, PA 18940",
      "Registered on 5 Jan 2026. This registration is valid until the last day of June 2027.",
      "Monitoring Company: Keystone Sentry Systems",
    ],
    want: {
      licenseNumber: "AR-7781",
      issueDate: "2026-01-05",
      expirationDate: "2027-06-30",
      issuingAuthority: "Borough of Kestwick Police Department",
      licenseeName: "Wicklow Bagel Works",
      address: "19 Ferry Street, Kestwick, PA 18940",
      state: "PA",
      licenseType: "Alarm Permit",
    },
    at: ["19 Ferry Street", "Kestwick", "PA", "18940"],
  },
  {
    name: "sidewalk café license: License ID, Licensee/Operator, a Term 'from … to …'",
    lines: [
      "CITY OF LARKHAVEN",
      "DEPARTMENT OF TRANSPORTATION",
      "SIDEWALK CAFÉ LICENSE",
      "License ID\tSWC-1187",
      "Licensee/Operator\tRosebay Trattoria Inc.",
      "Café Location\t301 Harbor Street, Larkhaven, MD 21401",
      "Term\tApril 1, 2026 to March 31, 2027",
      "Tables / Seats\t8 / 32",
    ],
    want: {
      licenseNumber: "SWC-1187",
      issueDate: "2026-04-01",
      expirationDate: "2027-03-31",
      issuingAuthority: "City of Larkhaven Department of Transportation",
      licenseeName: "Rosebay Trattoria Inc.",
      address: "301 Harbor Street, Larkhaven, MD 21401",
      state: "MD",
      licenseType: "Outdoor Seating Permit",
    },
    at: ["301 Harbor Street", "Larkhaven", "MD", "21401"],
  },
  {
    name: "sewer authority FOG permit: Industrial User, Service Address, 'Sept.' dates",
    lines: [
      "Clearwater Valley Sewer Authority",
      "Pretreatment Section",
      "FATS, OILS AND GREASE (FOG) WASTEWATER DISCHARGE PERMIT",
      "Permit No. FOG-0419",
      "Industrial User: Saltgrass Clam Bar LLC",
      "Service Address: 14 Pier Road, Port Calloway, SC 29576",
      "Interceptor Capacity: 1,000 gal",
      "Effective Date: Sept. 1, 2026",
      "Expiration Date: Aug. 31, 2029",
    ],
    want: {
      licenseNumber: "FOG-0419",
      issueDate: "2026-09-01",
      expirationDate: "2029-08-31",
      issuingAuthority: "Clearwater Valley Sewer Authority",
      licenseeName: "Saltgrass Clam Bar LLC",
      address: "14 Pier Road, Port Calloway, SC 29576",
      state: "SC",
      licenseType: "Grease Trap / Wastewater Discharge Permit",
    },
    at: ["14 Pier Road", "Port Calloway", "SC", "29576"],
  },
  {
    name: "state liquor commission under a department: License ID and Business ID, Class C, spirits",
    lines: [
      "STATE OF MICHIGAN",
      "Department of Licensing and Regulatory Affairs",
      "LIQUOR CONTROL COMMISSION",
      "CLASS C LICENSE",
      "License ID: 0291847",
      "Business ID: 3110442",
      "Licensee: Northpier Taphouse, LLC",
      "Premises: 5512 Lakeshore Dr, Saugatuck Harbor, MI 49453",
      "Class: Class C - On-Premises Beer, Wine and Spirits",
      "Issued: May 1, 2026 | Expires: April 30, 2027",
    ],
    want: {
      licenseNumber: "0291847",
      issueDate: "2026-05-01",
      expirationDate: "2027-04-30",
      issuingAuthority:
        "State of Michigan Department of Licensing and Regulatory Affairs",
      licenseeName: "Northpier Taphouse, LLC",
      address: "5512 Lakeshore Dr, Saugatuck Harbor, MI 49453",
      state: "MI",
      licenseType: "Liquor License",
    },
    at: ["5512 Lakeshore Dr", "Saugatuck Harbor", "MI", "49453"],
    alt: {
      issuingAuthority: [
        "Michigan Liquor Control Commission",
        "State of Michigan Liquor Control Commission",
      ],
    },
  },
  {
    name: "business tax certificate with Tax Year, Account No. and no issue date",
    lines: [
      "City of Fairhope Ridge",
      "Revenue Office",
      "2026 BUSINESS TAX CERTIFICATE",
      "Tax Year: 2026",
      "Account No.: 0047719",
      "Business Name: Dovetail Udon Co.",
      "DBA: Udon Dovetail",
      "Business Address: 41 Depot Street, Fairhope Ridge, AL 36532",
      "NAICS: 722511 Full-Service Restaurants",
      "Expires 12/31/2026",
    ],
    want: {
      licenseNumber: "0047719",
      issueDate: null,
      expirationDate: "2026-12-31",
      issuingAuthority: "City of Fairhope Ridge Revenue Office",
      licenseeName: "Dovetail Udon Co.",
      address: "41 Depot Street, Fairhope Ridge, AL 36532",
      state: "AL",
      licenseType: "Business License",
    },
    at: ["41 Depot Street", "Fairhope Ridge", "AL", "36532"],
  },
  {
    name: "food manager certification: Name label, Certification Number with letters, exam and issue dates",
    lines: [
      "Allied Board of Food Safety Examiners",
      "FOOD MANAGER CERTIFICATION",
      "Name:\tLinus Renwick",
      "Certification Number:\tFM-2210-4471",
      "Exam Date:\t11/14/2025",
      "Issue Date:\t11/20/2025",
      "Expiration Date:\t11/20/2030",
      "Verify at the Board's website. This certificate is the property of the holder.",
    ],
    want: {
      licenseNumber: "FM-2210-4471",
      issueDate: "2025-11-20",
      expirationDate: "2030-11-20",
      issuingAuthority: "Allied Board of Food Safety Examiners",
      licenseeName: "Linus Renwick",
      address: null,
      state: null,
      licenseType: "Food Protection Certificate",
    },
  },
  {
    name: "state sales tax license: Taxpayer, Account Number with a dash, hyphen date range of years",
    lines: [
      "COLORADO DEPARTMENT OF REVENUE",
      "Taxpayer Service Division",
      "STATE OF COLORADO SALES TAX LICENSE",
      "Account Number: 21884-0033",
      "Taxpayer: Red Mesa Provisions Inc",
      "Location: 1640 Blake Street, Denver, CO 80202",
      "Period: 2026 - 2027",
      "Date Issued: 2026-01-05",
      "Expiration: 12/31/2027",
    ],
    want: {
      licenseNumber: "21884-0033",
      issueDate: "2026-01-05",
      expirationDate: "2027-12-31",
      issuingAuthority: "Colorado Department of Revenue",
      licenseeName: "Red Mesa Provisions Inc",
      address: "1640 Blake Street, Denver, CO 80202",
      state: "CO",
      licenseType: "Sales Tax Certificate",
    },
    at: ["1640 Blake Street", "Denver", "CO", "80202"],
  },
  {
    name: "town board of health: Name of Establishment, Person in Charge, Owner/Corporation",
    lines: [
      "TOWN OF WESTHOLLOW",
      "BOARD OF HEALTH",
      "PERMIT TO OPERATE A FOOD ESTABLISHMENT",
      "Permit No.\t2026-FE-061",
      "Name of Establishment\tPelican Wharf Chowder House",
      "Owner/Corporation\tPelican Wharf Hospitality, Inc.",
      "Person in Charge\tDana Wetherell",
      "Location\t8 Wharf Lane, Westhollow, MA 02601",
      "Date Issued\t12/22/2025",
      "This permit expires December 31, 2026 unless sooner suspended or revoked.",
    ],
    want: {
      licenseNumber: "2026-FE-061",
      issueDate: "2025-12-22",
      expirationDate: "2026-12-31",
      issuingAuthority: "Town of Westhollow Board of Health",
      licenseeName: "Pelican Wharf Hospitality, Inc.",
      address: "8 Wharf Lane, Westhollow, MA 02601",
      state: "MA",
      licenseType: "Food Service Establishment Permit",
    },
    at: ["8 Wharf Lane", "Westhollow", "MA", "02601"],
  },
  {
    name: "beer and wine permit in a two-column grid with 'Effective' / 'Expires on' labels",
    lines: [
      "STATE OF TENNESSEE",
      "DEPARTMENT OF REVENUE",
      "ON-PREMISES BEER AND WINE PERMIT",
      "PERMIT NO.\tEFFECTIVE\tEXPIRES ON",
      "BW-0078812\tFeb. 1, 2026\tJan. 31, 2027",
      "LICENSEE\tDBA",
      "Hollowtree Tavern Partners LLC\tThe Hollow Tree",
      "PREMISES ADDRESS",
      "2730 Belmont Blvd, Nashville, TN 37212",
    ],
    want: {
      licenseNumber: "BW-0078812",
      issueDate: "2026-02-01",
      expirationDate: "2027-01-31",
      issuingAuthority: "State of Tennessee Department of Revenue",
      licenseeName: "Hollowtree Tavern Partners LLC",
      address: "2730 Belmont Blvd, Nashville, TN 37212",
      state: "TN",
      licenseType: "Beer and Wine License",
    },
    at: ["2730 Belmont Blvd", "Nashville", "TN", "37212"],
  },
  {
    name: "county business license with a seal line and 'Licensed Activity', D-Mon-YYYY dates",
    lines: [
      "[SEAL]\tCOUNTY OF ASHBURNE\t[SEAL]",
      "Office of the Treasurer-Tax Collector",
      "BUSINESS LICENSE",
      "License Number\tBL-26-10442",
      "Licensed Activity\tEating place, full service",
      "Business Owner\tIndira Solvang",
      "Business Name\tCasa Indira Kitchen",
      "Business Location\t5050 Old Mill Rd, Ashburne, KY 40299",
      "Issue Date\t14 Feb 2026",
      "Expiration Date\t13 Feb 2027",
    ],
    want: {
      licenseNumber: "BL-26-10442",
      issueDate: "2026-02-14",
      expirationDate: "2027-02-13",
      issuingAuthority:
        "County of Ashburne Office of the Treasurer-Tax Collector",
      licenseeName: "Indira Solvang",
      address: "5050 Old Mill Rd, Ashburne, KY 40299",
      state: "KY",
      licenseType: "Business License",
    },
    at: ["5050 Old Mill Rd", "Ashburne", "KY", "40299"],
  },
  {
    name: "health permit sentence: 'is hereby granted to', 'valid through'",
    lines: [
      "Pinecrest County Public Health",
      "Environmental Health Section",
      "FOOD ESTABLISHMENT PERMIT No. 88-31907",
      "A permit to operate a food establishment is hereby granted to Sorrel & Brine LLC",
      "for the premises at 1212 Aspen Loop, Flagstaff, AZ 86001.",
      "Issued on Apr. 20, 2026 and valid through Apr. 30, 2027.",
      "Risk Level: 2",
    ],
    want: {
      licenseNumber: "88-31907",
      issueDate: "2026-04-20",
      expirationDate: "2027-04-30",
      issuingAuthority: "Pinecrest County Public Health",
      licenseeName: "Sorrel & Brine LLC",
      address: "1212 Aspen Loop, Flagstaff, AZ 86001",
      state: "AZ",
      licenseType: "Food Service Establishment Permit",
    },
    at: ["1212 Aspen Loop", "Flagstaff", "AZ", "86001"],
  },
  {
    name: "fire inspection certificate: Occupancy Name, Inspection Date apart, Valid Until",
    lines: [
      "Brennan Township Fire District",
      "Bureau of Fire Prevention",
      "FIRE PREVENTION CERTIFICATE OF INSPECTION",
      "Certificate No.: FPB-55120",
      "Occupancy Name: Brackwater Grill & Tap",
      "Responsible Party: Brackwater Hospitality Group LLC",
      "Address: 400 Route 9 North Plaza, Brennan, NJ 07728",
      "Inspection Date: 06/02/2026",
      "Issued: 06/09/2026",
      "Valid Until: 06/08/2027",
    ],
    want: {
      licenseNumber: "FPB-55120",
      issueDate: "2026-06-09",
      expirationDate: "2027-06-08",
      issuingAuthority: "Brennan Township Fire District",
      licenseeName: "Brackwater Hospitality Group LLC",
      address: "400 Route 9 North Plaza, Brennan, NJ 07728",
      state: "NJ",
      licenseType: "Fire Safety Permit",
    },
    at: ["400 Route 9 North Plaza", "Brennan", "NJ", "07728"],
    alt: { licenseeName: ["Brackwater Grill & Tap"] },
  },
  {
    name: "seller's permit with no expiry: Permit Holder, Start Date, a numeric account above the title",
    lines: [
      "STATE OF NEVADA",
      "DEPARTMENT OF TAXATION",
      "SELLER'S PERMIT",
      "Permit Holder: Silverpine Ramen LLC",
      "Business Address: 3900 Sagebrush Pkwy, Reno, NV 89502",
      "TID: 1021-774-410",
      "Start Date: 2026-03-16",
      "This permit is valid until revoked or cancelled. It is not transferable.",
    ],
    want: {
      licenseNumber: "1021-774-410",
      issueDate: "2026-03-16",
      expirationDate: null,
      issuingAuthority: "State of Nevada Department of Taxation",
      licenseeName: "Silverpine Ramen LLC",
      address: "3900 Sagebrush Pkwy, Reno, NV 89502",
      state: "NV",
      licenseType: "Sales Tax Certificate",
    },
    at: ["3900 Sagebrush Pkwy", "Reno", "NV", "89502"],
  },
  {
    name: "C of O with a building permit first and 'Use' lines, Issued On",
    lines: [
      "CITY OF DELMAR HEIGHTS",
      "BUILDING DIVISION",
      "CERTIFICATE OF OCCUPANCY",
      "Building Permit No.: BLD-2025-04471",
      "C.O. Number: 26-0117",
      "Tenant: Marrowbone Barbecue LLC",
      "Owner of Record: Delmar Commons LLC",
      "Project Address: 7710 Sedgefield Dr, Delmar Heights, IA 50266",
      "Use: Restaurant (A-2)  Occupant Load: 112",
      "Issued On: 02/27/2026",
    ],
    want: {
      licenseNumber: "26-0117",
      issueDate: "2026-02-27",
      expirationDate: null,
      issuingAuthority: "City of Delmar Heights Building Division",
      licenseeName: "Marrowbone Barbecue LLC",
      address: "7710 Sedgefield Dr, Delmar Heights, IA 50266",
      state: "IA",
      licenseType: "Certificate of Occupancy",
    },
    at: ["7710 Sedgefield Dr", "Delmar Heights", "IA", "50266"],
  },
  {
    name: "city business license: Licensee in a row of cells, Period of License 'to'",
    lines: [
      "City of Cedar Bluff · Finance Department · Business Licensing",
      "BUSINESS LICENSE",
      "Lic #\t2026-004182",
      "Licensee\tWillowmere Coffee Roasters Inc",
      "Doing Business As\tWillowmere Cafe",
      "Business Address\t22 Courthouse Sq, Cedar Bluff, WI 53901",
      "Period of License\t01/01/2026 to 12/31/2026",
    ],
    want: {
      licenseNumber: "2026-004182",
      issueDate: "2026-01-01",
      expirationDate: "2026-12-31",
      issuingAuthority: "City of Cedar Bluff Finance Department",
      licenseeName: "Willowmere Coffee Roasters Inc",
      address: "22 Courthouse Sq, Cedar Bluff, WI 53901",
      state: "WI",
      licenseType: "Business License",
    },
    at: ["22 Courthouse Sq", "Cedar Bluff", "WI", "53901"],
  },
  {
    name: "liquor license: 'Expires on' before 'Effective', dates as 2026-01-05, Licensed Premises",
    lines: [
      "COMMONWEALTH OF KENTUCKY",
      "Department of Alcoholic Beverage Control",
      "NQ2 RETAIL DRINK LICENSE",
      "License Number\t118-NQ2-20471",
      "Licensee\tFenwick Row Eatery LLC",
      "Licensed Premises\t1901 Frankfort Ave, Louisville, KY 40206",
      "Expires on\t2027-01-04",
      "Effective\t2026-01-05",
      "The sale of alcoholic beverages is permitted only within the licensed premises.",
    ],
    want: {
      licenseNumber: "118-NQ2-20471",
      issueDate: "2026-01-05",
      expirationDate: "2027-01-04",
      issuingAuthority:
        "Commonwealth of Kentucky Department of Alcoholic Beverage Control",
      licenseeName: "Fenwick Row Eatery LLC",
      address: "1901 Frankfort Ave, Louisville, KY 40206",
      state: "KY",
      licenseType: "Liquor License",
    },
    at: ["1901 Frankfort Ave", "Louisville", "KY", "40206"],
  },
  {
    name: "health permit: DBA first, Permittee below, short year dates '03/01/26'",
    lines: [
      "Okefen County Health Department",
      "Food Service Program",
      "FOOD SERVICE PERMIT",
      "DBA: Magnolia Porch",
      "Permittee: Greenfern Dining Group LLC",
      "Permit #: 062-1173",
      "Address: 455 River St, Valdosta, GA 31601",
      "Issued: 03/01/26",
      "Expires: 02/28/27",
    ],
    want: {
      licenseNumber: "062-1173",
      issueDate: "2026-03-01",
      expirationDate: "2027-02-28",
      issuingAuthority: "Okefen County Health Department",
      licenseeName: "Greenfern Dining Group LLC",
      address: "455 River St, Valdosta, GA 31601",
      state: "GA",
      licenseType: "Food Service Establishment Permit",
    },
    at: ["455 River St", "Valdosta", "GA", "31601"],
  },
  {
    name: "outdoor dining permit: Encroachment number, Applicant is the business, 'Expiration' as a column",
    lines: [
      "CITY OF SAN ALVARO",
      "PUBLIC WORKS DEPARTMENT",
      "OUTDOOR DINING ENCROACHMENT PERMIT",
      "Encroachment Permit No.\tIssued\tExpiration",
      "ENC-26-0314\t5/4/2026\t5/3/2027",
      "Applicant / Business\tCitrine Oyster Club LLC",
      "Location\t118 Plaza del Mar, San Alvaro, CA 93101",
      "Approved seating: 6 tables, 24 seats",
    ],
    want: {
      licenseNumber: "ENC-26-0314",
      issueDate: "2026-05-04",
      expirationDate: "2027-05-03",
      issuingAuthority: "City of San Alvaro Public Works Department",
      licenseeName: "Citrine Oyster Club LLC",
      address: "118 Plaza del Mar, San Alvaro, CA 93101",
      state: "CA",
      licenseType: "Outdoor Seating Permit",
    },
    at: ["118 Plaza del Mar", "San Alvaro", "CA", "93101"],
  },
  {
    name: "food handler-style manager card: Certificate Holder, Certificate ID, Date Certified / Valid Thru",
    lines: [
      "Mountain States Food Protection Council",
      "FOOD PROTECTION MANAGER CERTIFICATE",
      "Certificate Holder:\tEleni Marchetti",
      "Certificate ID:\tMSF-0094417",
      "Date Certified:\tOctober 7, 2026",
      "Valid Thru:\tOctober 7, 2031",
    ],
    want: {
      licenseNumber: "MSF-0094417",
      issueDate: "2026-10-07",
      expirationDate: "2031-10-07",
      issuingAuthority: "Mountain States Food Protection Council",
      licenseeName: "Eleni Marchetti",
      address: null,
      state: null,
      licenseType: "Food Protection Certificate",
    },
  },
  {
    name: "business tax receipt: BTR Number, Receipt No. distractor, Owner/Licensee, 'valid until'",
    lines: [
      "MIAMI-ORLA COUNTY TAX COLLECTOR",
      "LOCAL BUSINESS TAX RECEIPT",
      "BTR Number: 7702184",
      "Receipt No.: 2026-00991142",
      "Owner/Licensee: Tamarind Leaf Thai Inc",
      "Location: 9001 Sunset Dr, Kendall Park, FL 33173",
      "Amount Paid: $187.50 on 09/22/2026",
      "Valid until 09/30/2027",
    ],
    want: {
      licenseNumber: "7702184",
      issueDate: null,
      expirationDate: "2027-09-30",
      issuingAuthority: "Miami-Orla County Tax Collector",
      licenseeName: "Tamarind Leaf Thai Inc",
      address: "9001 Sunset Dr, Kendall Park, FL 33173",
      state: "FL",
      licenseType: "Business License",
    },
    at: ["9001 Sunset Dr", "Kendall Park", "FL", "33173"],
  },
  {
    name: "health permit with values in a column grid under caps labels and D Mon YYYY",
    lines: [
      "STATE OF NORTH DAKOTA",
      "DEPARTMENT OF ENVIRONMENTAL QUALITY",
      "FOOD AND LODGING LICENSE - RESTAURANT",
      "LICENSE NUMBER\tESTABLISHMENT\tOWNER",
      "FL-2026-0518\tPrairie Rose Diner\tHartwell & Daughters Inc",
      "ADDRESS",
      "310 Main Ave, Bismarck, ND 58501",
      "ISSUED\tEXPIRES",
      "5 Jan 2026\t31 Dec 2026",
    ],
    want: {
      licenseNumber: "FL-2026-0518",
      issueDate: "2026-01-05",
      expirationDate: "2026-12-31",
      issuingAuthority:
        "State of North Dakota Department of Environmental Quality",
      licenseeName: "Hartwell & Daughters Inc",
      address: "310 Main Ave, Bismarck, ND 58501",
      state: "ND",
      licenseType: "Food Service Establishment Permit",
    },
    at: ["310 Main Ave", "Bismarck", "ND", "58501"],
  },
];

interface ManualCase {
  name: string;
  lines: string[];
  want: ManualTruth["expected"];
  alt?: string[];
  /** Tasks that must not be read with a calendar interval (running hours). */
  notTasks?: string[];
}

const MANUALS: ManualCase[] = [
  {
    name: "table with a Frequency column, 'weekly or after each shift', running hours in the same table",
    lines: [
      "HEARTHSTONE COOKING SYSTEMS",
      "Gas Fryer Owner's Manual",
      "Model No. HFR-35",
      "Serial No. HF35-220917",
      "PREVENTIVE MAINTENANCE",
      "Task\tFrequency\tPerformed by",
      "Filter the frying oil\tDaily\tOperator",
      "Boil out the fry pot\tWeekly or after each shift change of oil\tOperator",
      "Inspect the pilot and burner flames\tMonthly\tOperator",
      "Replace the temperature probe gasket\tEvery 250 hours\tTechnician",
      "Have the gas valve and flue checked\tAnnually by a qualified technician\tTechnician",
    ],
    want: {
      equipmentType: "Fryer",
      manufacturer: "Hearthstone Cooking Systems",
      model: "HFR-35",
      serial: "HF35-220917",
      tasks: [
        {
          task: "Filter the frying oil",
          intervalDays: 1,
          keywords: ["filter"],
        },
        { task: "Boil out the fry pot", intervalDays: 7, keywords: ["boil"] },
        {
          task: "Inspect the pilot and burner flames",
          intervalDays: 30,
          keywords: ["pilot"],
        },
        {
          task: "Have the gas valve and flue checked",
          intervalDays: 365,
          keywords: ["gas valve"],
        },
      ],
    },
    notTasks: ["gasket"],
  },
  {
    name: "sections headed Daily / Weekly / Monthly with the tasks listed under each",
    lines: [
      "Undercounter Dishwasher UC-44H",
      "Care and Cleaning",
      "Daily",
      "Drain the wash tank and remove the scrap baskets.",
      "Wipe the door gasket with a damp cloth.",
      "Weekly",
      "Remove the wash and rinse arms and flush them under running water.",
      "Monthly",
      "Delime the tank and the booster with an approved deliming agent.",
      "© 2024 Lakemont Warewashing Corp. All rights reserved.",
    ],
    want: {
      equipmentType: "Dishwasher",
      manufacturer: "Lakemont Warewashing Corp.",
      model: "UC-44H",
      serial: "",
      tasks: [
        { task: "Drain the wash tank", intervalDays: 1, keywords: ["scrap"] },
        {
          task: "Wipe the door gasket",
          intervalDays: 1,
          keywords: ["door gasket"],
        },
        {
          task: "Remove the wash and rinse arms",
          intervalDays: 7,
          keywords: ["rinse arms"],
        },
        { task: "Delime the tank", intervalDays: 30, keywords: ["delime"] },
      ],
    },
    alt: ["Lakemont Warewashing"],
  },
  {
    name: "numbered '1)' list with bi-weekly, fortnightly, every other month, twice a year",
    lines: [
      "ICE MAKER — SERVICE GUIDE",
      "MODEL:\tKIM-600A",
      "Manufactured by Polarwick Ice Systems, Inc.",
      "Cleaning Schedule",
      "1) Sanitize the ice bin and scoop bi-weekly.",
      "2) Clean the air filter on the front panel fortnightly.",
      "3) Descale the evaporator and water trough every other month.",
      "4) Replace the inlet water filter cartridge twice a year.",
    ],
    want: {
      equipmentType: "Ice machine",
      manufacturer: "Polarwick Ice Systems, Inc.",
      model: "KIM-600A",
      serial: "",
      tasks: [
        {
          task: "Sanitize the ice bin and scoop",
          intervalDays: 14,
          keywords: ["bin"],
        },
        {
          task: "Clean the air filter on the front panel",
          intervalDays: 14,
          keywords: ["air filter"],
        },
        {
          task: "Descale the evaporator and water trough",
          intervalDays: 60,
          keywords: ["evaporator"],
        },
        {
          task: "Replace the inlet water filter cartridge",
          intervalDays: 180,
          keywords: ["water filter"],
        },
      ],
    },
    alt: ["Polarwick Ice Systems"],
  },
  {
    name: "'Step 3 –' headings with the interval in the step's text",
    lines: [
      "Quillon Espresso Machine QX-2G",
      "Routine Care",
      "Step 1 – Backflush each group with clean water every day after closing.",
      "Step 2 – Soak the portafilters and baskets in detergent once a week.",
      "Step 3 – Replace the group gaskets every 6 months.",
      "Step 4 – Descale the boiler once a year (qualified technician).",
      "Quillon Coffee Equipment · QX-2G · page 14",
    ],
    want: {
      equipmentType: "Coffee machine",
      manufacturer: "Quillon Coffee Equipment",
      model: "QX-2G",
      serial: "",
      tasks: [
        {
          task: "Backflush each group",
          intervalDays: 1,
          keywords: ["backflush"],
        },
        {
          task: "Soak the portafilters",
          intervalDays: 7,
          keywords: ["portafilters"],
        },
        {
          task: "Replace the group gaskets",
          intervalDays: 180,
          keywords: ["gaskets"],
        },
        {
          task: "Descale the boiler",
          intervalDays: 365,
          keywords: ["descale"],
        },
      ],
    },
    alt: ["Quillon"],
  },
  {
    name: "lettered 'a.' list under an interval heading, a spec table with MODEL: and S/N",
    lines: [
      "SPECIFICATIONS",
      "MODEL:\tWR-72\tVOLTAGE:\t115V",
      "S/N:\tWR72-0048812\tREFRIGERANT:\tR-290",
      "Two-Door Reach-In Refrigerator",
      "Every month:",
      "a. Clean the condenser coil with a soft brush.",
      "b. Inspect the door gaskets for tears and replace if damaged.",
      "Every three months:",
      "a. Check the thermometer against a calibrated probe.",
      "© 2025 Frostbury Commercial Refrigeration LLC",
    ],
    want: {
      equipmentType: "Reach-in refrigerator",
      manufacturer: "Frostbury Commercial Refrigeration LLC",
      model: "WR-72",
      serial: "WR72-0048812",
      tasks: [
        {
          task: "Clean the condenser coil",
          intervalDays: 30,
          keywords: ["condenser"],
        },
        {
          task: "Inspect the door gaskets",
          intervalDays: 30,
          keywords: ["gaskets"],
        },
        {
          task: "Check the thermometer",
          intervalDays: 90,
          keywords: ["thermometer"],
        },
      ],
    },
    alt: ["Frostbury Commercial Refrigeration"],
  },
  {
    name: "Interval-first table ('Interval' column first), hours kept apart from calendar",
    lines: [
      "Brasswick Combi Steamer CS-10",
      "Maintenance Intervals",
      "Interval\tAction",
      "Daily\tRun the automatic cleaning program",
      "Weekly\tClean the door gasket and drip tray",
      "Every 500 operating hours\tReplace the steam generator gasket",
      "Every 6 months\tDescale the steam generator",
      "Every 12 months\tHave the core probe and the air filter checked by service",
      "Brasswick Kitchen Technologies · CS-10",
    ],
    want: {
      equipmentType: "Combi oven",
      manufacturer: "Brasswick Kitchen Technologies",
      model: "CS-10",
      serial: "",
      tasks: [
        {
          task: "Run the automatic cleaning program",
          intervalDays: 1,
          keywords: ["cleaning program"],
        },
        {
          task: "Clean the door gasket and drip tray",
          intervalDays: 7,
          keywords: ["drip tray"],
        },
        {
          task: "Descale the steam generator",
          intervalDays: 180,
          keywords: ["descale"],
        },
        {
          task: "Have the core probe checked",
          intervalDays: 365,
          keywords: ["core probe"],
        },
      ],
    },
    notTasks: ["steam generator gasket"],
    alt: ["Brasswick"],
  },
  {
    name: "prose with 'every other week' and 'each quarter', maker only in the copyright line",
    lines: [
      "WALK-IN COOLER",
      "Installation, Operation and Care",
      "Model No. WC-810",
      "Serial Number: WC8-55-0192",
      "Record the box temperature on the log twice daily.",
      "Clean the evaporator drain pan every other week.",
      "Brush the condenser coil clean each quarter.",
      "Inspect the door closer and heater wire once a year.",
      "Copyright © 2023 Tundraline Manufacturing Co. All rights reserved.",
    ],
    want: {
      equipmentType: "Walk-in cooler",
      manufacturer: "Tundraline Manufacturing Co.",
      model: "WC-810",
      serial: "WC8-55-0192",
      tasks: [
        {
          task: "Record the box temperature",
          intervalDays: 1,
          keywords: ["temperature"],
        },
        {
          task: "Clean the evaporator drain pan",
          intervalDays: 14,
          keywords: ["drain pan"],
        },
        {
          task: "Brush the condenser coil",
          intervalDays: 90,
          keywords: ["condenser"],
        },
        {
          task: "Inspect the door closer",
          intervalDays: 365,
          keywords: ["door closer"],
        },
      ],
    },
    alt: ["Tundraline Manufacturing", "Tundraline Manufacturing Co"],
  },
  {
    name: "checklist table with a Frequency column last and a 'Who' column",
    lines: [
      "GRIDDLE CARE CHECKLIST",
      "Emberforge Flat-Top Griddle EG-36",
      "Item\tWho\tFrequency",
      "Scrape the plate and empty the grease trough\tCook\tAfter each shift (daily)",
      "Season the griddle plate\tCook\tWeekly",
      "Clean the burner air shutters\tManager\tBi-monthly",
      "Have the gas valve and pilot checked\tService agent\tYearly",
      "Emberforge Foodservice · EG-36 Griddle",
    ],
    want: {
      equipmentType: "Griddle",
      manufacturer: "Emberforge Foodservice",
      model: "EG-36",
      serial: "",
      tasks: [
        {
          task: "Scrape the plate and empty the grease trough",
          intervalDays: 1,
          keywords: ["grease trough"],
        },
        {
          task: "Season the griddle plate",
          intervalDays: 7,
          keywords: ["season"],
        },
        {
          task: "Clean the burner air shutters",
          intervalDays: 60,
          keywords: ["shutters"],
        },
        {
          task: "Have the gas valve and pilot checked",
          intervalDays: 365,
          keywords: ["pilot"],
        },
      ],
    },
    alt: ["Emberforge"],
  },
  {
    name: "headings 'WEEKLY MAINTENANCE' / 'SEMI-ANNUAL MAINTENANCE' with bullets and a planetary mixer",
    lines: [
      "OPERATOR'S MANUAL",
      "Planetary Mixer",
      "Model Number: PMX-20",
      "Serial Number: PMX20-118842",
      "WEEKLY MAINTENANCE",
      "• Wash the bowl, beater and whip in warm soapy water.",
      "• Wipe down the mixer body and bowl guard.",
      "SEMI-ANNUAL MAINTENANCE",
      "• Lubricate the bowl lift slides with food-grade grease.",
      "• Inspect the bowl guard interlock.",
      "© 2022 Corbelle Mixing Equipment Inc.",
    ],
    want: {
      equipmentType: "Mixer",
      manufacturer: "Corbelle Mixing Equipment Inc.",
      model: "PMX-20",
      serial: "PMX20-118842",
      tasks: [
        {
          task: "Wash the bowl, beater and whip",
          intervalDays: 7,
          keywords: ["bowl, beater"],
        },
        {
          task: "Wipe down the mixer body",
          intervalDays: 7,
          keywords: ["mixer body"],
        },
        {
          task: "Lubricate the bowl lift slides",
          intervalDays: 180,
          keywords: ["lubricate"],
        },
        {
          task: "Inspect the bowl guard interlock",
          intervalDays: 180,
          keywords: ["interlock"],
        },
      ],
    },
    alt: ["Corbelle Mixing Equipment"],
  },
  {
    name: "interval in parentheses after the task, 'every 3 mo.' and 'every 2 yrs'",
    lines: [
      "Range Hood Owner's Guide",
      "Exhaust Hood KH-48 by Ventaris Air Systems",
      "Clean the grease filters (weekly).",
      "Degrease the hood plenum (every 3 mo.).",
      "Have the fire suppression nozzles inspected (every 6 mos.).",
      "Replace the fan belt (every 2 yrs).",
    ],
    want: {
      equipmentType: "Exhaust hood",
      manufacturer: "Ventaris Air Systems",
      model: "KH-48",
      serial: "",
      tasks: [
        {
          task: "Clean the grease filters",
          intervalDays: 7,
          keywords: ["grease filters"],
        },
        {
          task: "Degrease the hood plenum",
          intervalDays: 90,
          keywords: ["plenum"],
        },
        {
          task: "Have the fire suppression nozzles inspected",
          intervalDays: 180,
          keywords: ["nozzles"],
        },
        {
          task: "Replace the fan belt",
          intervalDays: 730,
          keywords: ["fan belt"],
        },
      ],
    },
  },
  {
    name: "sentences with a parenthesised aside and 'once every two weeks', maker on a 'Made by' line",
    lines: [
      "Slicer Cleaning Guide — Model SL-12",
      "Made by Keenedge Food Machines",
      "Clean and sanitize the blade, carriage and deflector daily (at least every 4 hours in continuous use).",
      "Lubricate the slide rod every week with the oil supplied.",
      "Sharpen the blade once every two weeks, or sooner if it drags.",
      "Have the knife guard and interlocks inspected every twelve months.",
    ],
    want: {
      equipmentType: "Slicer",
      manufacturer: "Keenedge Food Machines",
      model: "SL-12",
      serial: "",
      tasks: [
        {
          task: "Clean and sanitize the blade, carriage and deflector",
          intervalDays: 1,
          keywords: ["carriage"],
        },
        {
          task: "Lubricate the slide rod",
          intervalDays: 7,
          keywords: ["slide rod"],
        },
        { task: "Sharpen the blade", intervalDays: 14, keywords: ["sharpen"] },
        {
          task: "Have the knife guard and interlocks inspected",
          intervalDays: 365,
          keywords: ["interlocks"],
        },
      ],
    },
  },
  {
    name: "'every 2,000 hours' and 'after 1000 hours of use' are not calendar tasks; 'every 30 days' is",
    lines: [
      "Conveyor Pizza Oven PZ-3270",
      "Maintenance",
      "- Brush the conveyor belt every day when cool.",
      "- Clean the fingers and the crumb pans every 30 days.",
      "- Change the blower motor bearings every 2,000 hours.",
      "- Check the conveyor drive chain after 1000 hours of use.",
      "- Have the burner and gas train inspected annually by a qualified technician.",
      "Doughridge Oven Company · PZ-3270",
    ],
    want: {
      equipmentType: "Pizza oven",
      manufacturer: "Doughridge Oven Company",
      model: "PZ-3270",
      serial: "",
      tasks: [
        {
          task: "Brush the conveyor belt",
          intervalDays: 1,
          keywords: ["conveyor belt"],
        },
        {
          task: "Clean the fingers and the crumb pans",
          intervalDays: 30,
          keywords: ["crumb pans"],
        },
        {
          task: "Have the burner and gas train inspected",
          intervalDays: 365,
          keywords: ["gas train"],
        },
      ],
    },
    notTasks: ["bearings", "drive chain"],
  },
];

/**
 * Batch B: written after batch A's fixes and scored before any further change, as a check that those
 * fixes generalise (the figures are in docs/ARCHITECTURE.md).
 */
const LICENSES_B: LicenseCase[] = [
  {
    name: "B: values over labels, three-line letterhead, 'No.' beside the licensee",
    lines: [
      "STATE OF NEW MEXICO",
      "REGULATION AND LICENSING DEPARTMENT",
      "ALCOHOLIC BEVERAGE CONTROL DIVISION",
      "DISPENSER LICENSE",
      "Sandia Crest Hospitality LLC\tNo. 02877",
      "LICENSEE\tLICENSE NUMBER",
      "4410 Central Ave SE, Albuquerque, NM 87108",
      "PREMISES",
      "07/01/2026\t06/30/2027",
      "ISSUED\tEXPIRES",
    ],
    want: {
      licenseNumber: "02877",
      issueDate: "2026-07-01",
      expirationDate: "2027-06-30",
      issuingAuthority:
        "State of New Mexico Regulation and Licensing Department",
      licenseeName: "Sandia Crest Hospitality LLC",
      address: "4410 Central Ave SE, Albuquerque, NM 87108",
      state: "NM",
      licenseType: "Liquor License",
    },
    at: ["4410 Central Ave", "Albuquerque", "NM", "87108"],
    alt: {
      issuingAuthority: [
        "State of New Mexico Alcoholic Beverage Control Division",
        "Alcoholic Beverage Control Division",
        "New Mexico Alcoholic Beverage Control Division",
      ],
    },
  },
  {
    name: "B: annual health permit, 'Valid' range with an en dash, Facility / Owner, Facility ID beside",
    lines: [
      "EL DORADO VISTA COUNTY",
      "DEPARTMENT OF PUBLIC HEALTH • ENVIRONMENTAL HEALTH",
      "ANNUAL HEALTH PERMIT",
      "Valid 7/1/2026 – 6/30/2027",
      "Program: Restaurant 51-150 seats",
      "Facility: PAPER LANTERN RAMEN",
      "Facility Address: 8830 Elk Grove Blvd #110, Elk Meadow, CA 95624",
      "Owner: Kaito & Mina Restaurant Group Inc.",
      "Permit No. PR0112873\tFacility ID FA0044917",
      "Amount Paid: $1,142.00\tPaid On: 06/18/2026",
    ],
    want: {
      licenseNumber: "PR0112873",
      issueDate: "2026-07-01",
      expirationDate: "2027-06-30",
      issuingAuthority: "El Dorado Vista County Department of Public Health",
      licenseeName: "Kaito & Mina Restaurant Group Inc.",
      address: "8830 Elk Grove Blvd #110, Elk Meadow, CA 95624",
      state: "CA",
      licenseType: "Food Service Establishment Permit",
    },
    at: ["8830 Elk Grove Blvd", "Elk Meadow", "CA", "95624"],
    alt: {
      issuingAuthority: [
        "El Dorado Vista County",
        "El Dorado Vista County Department of Public Health Environmental Health",
      ],
    },
  },
  {
    name: "B: liquor board, 'Licensee Name and Address:' block, LID beside the license number, License Period",
    lines: [
      "Commonwealth of Pennsylvania",
      "Pennsylvania Liquor Control Board",
      "RESTAURANT LIQUOR LICENSE",
      "LID: 71502\tLicense No.: R-4471",
      "Licensee Name and Address:",
      "Fernhill Tavern Group, LLC",
      "1805 E Passyunk Ave",
      "Philadelphia, PA 19148",
      "License Period: November 1, 2026 to October 31, 2027",
    ],
    want: {
      licenseNumber: "R-4471",
      issueDate: "2026-11-01",
      expirationDate: "2027-10-31",
      issuingAuthority: "Pennsylvania Liquor Control Board",
      licenseeName: "Fernhill Tavern Group, LLC",
      address: "1805 E Passyunk Ave, Philadelphia, PA 19148",
      state: "PA",
      licenseType: "Liquor License",
    },
    at: ["1805 E Passyunk Ave", "Philadelphia", "PA", "19148"],
    alt: {
      issuingAuthority: [
        "Commonwealth of Pennsylvania Pennsylvania Liquor Control Board",
      ],
    },
  },
  {
    name: "B: fire permit in a one-row grid (PERMIT # / BUSINESS / DATE / EXPIRES), 'permit to operate' a hood",
    lines: [
      "CITY OF OAK HOLLOW",
      "FIRE & RESCUE DEPARTMENT — FIRE PREVENTION DIVISION",
      "PERMIT TO OPERATE: COMMERCIAL KITCHEN HOOD SYSTEM",
      "PERMIT #\tBUSINESS\tDATE\tEXPIRES",
      "2026-1893\tMulberry Table LLC\t3/12/2026\t3/11/2027",
      "LOCATION: 77 Millstone Street, Oak Hollow, ME 04401",
    ],
    want: {
      licenseNumber: "2026-1893",
      issueDate: "2026-03-12",
      expirationDate: "2027-03-11",
      issuingAuthority: "City of Oak Hollow Fire & Rescue Department",
      licenseeName: "Mulberry Table LLC",
      address: "77 Millstone Street, Oak Hollow, ME 04401",
      state: "ME",
      licenseType: "Fire Safety Permit",
    },
    at: ["77 Millstone Street", "Oak Hollow", "ME", "04401"],
  },
  {
    name: "B: sign permit, parcel number beside, Tenant, dotted ISO dates, contractor licence in parentheses",
    lines: [
      "Village of Sallow Glen",
      "Building & Zoning Department",
      "PERMANENT SIGN PERMIT",
      "Permit No: SP-26-0042\tParcel: 14-22-301-007",
      "Property Owner: Sallow Center Partners LLC",
      "Tenant: Wee Quince Bakery Inc.",
      "Sign Location: 220 Sallow Center Dr, Sallow Glen, IL 60137",
      "Sign Contractor: Apex Signworks (Lic. C-2231)",
      "Issued 2026.04.15",
      "Expires 2026.10.12 if work has not started",
    ],
    want: {
      licenseNumber: "SP-26-0042",
      issueDate: "2026-04-15",
      expirationDate: "2026-10-12",
      issuingAuthority: "Village of Sallow Glen Building & Zoning Department",
      licenseeName: "Wee Quince Bakery Inc.",
      address: "220 Sallow Center Dr, Sallow Glen, IL 60137",
      state: "IL",
      licenseType: "Sign Permit",
    },
    at: ["220 Sallow Center Dr", "Sallow Glen", "IL", "60137"],
  },
  {
    name: "B: certificate of occupancy with a preamble, Business/Occupant, a bare 'Date:'",
    lines: [
      "CITY OF RIVERTON JUNCTION",
      "COMMUNITY DEVELOPMENT – BUILDING SAFETY DIVISION",
      "CERTIFICATE OF OCCUPANCY",
      "This certificate issued pursuant to the requirements of the International Building Code certifies that, at the time of issuance, this structure was in compliance with the various ordinances of the jurisdiction.",
      "Building Permit Number: 25-BLD-0912",
      "Certificate Number: CO-2026-0077",
      "Use Classification: A-2 Restaurant",
      "Owner of Building: Junction Row Properties LLC",
      "Business/Occupant: Tin Cup Diner LLC",
      "Address: 15 W Depot Ave, Riverton Junction, WY 82501",
      "Date: January 20, 2026",
      "Building Official: R. Castellano",
    ],
    want: {
      licenseNumber: "CO-2026-0077",
      issueDate: "2026-01-20",
      expirationDate: null,
      issuingAuthority: "City of Riverton Junction Building Safety Division",
      licenseeName: "Tin Cup Diner LLC",
      address: "15 W Depot Ave, Riverton Junction, WY 82501",
      state: "WY",
      licenseType: "Certificate of Occupancy",
    },
    at: ["15 W Depot Ave", "Riverton Junction", "WY", "82501"],
    alt: {
      issuingAuthority: [
        "City of Riverton Junction Community Development",
        "City of Riverton Junction Community Development Building Safety Division",
      ],
    },
  },
  {
    name: "B: certificate of authority, 'Sales Tax ID Number', 'Issued to', valid until revoked",
    lines: [
      "New York State Department of Taxation and Finance",
      "CERTIFICATE OF AUTHORITY",
      "Sales Tax ID Number: 47-2218830",
      "Issued to: GRAMERCY NOODLE HOUSE CORP",
      "Address: 210 E 18th St, New York, NY 10003",
      "Effective Date: 09/01/2026",
      "This Certificate of Authority is valid until revoked.",
    ],
    want: {
      licenseNumber: "47-2218830",
      issueDate: "2026-09-01",
      expirationDate: null,
      issuingAuthority: "New York State Department of Taxation and Finance",
      licenseeName: "GRAMERCY NOODLE HOUSE CORP",
      address: "210 E 18th St, New York, NY 10003",
      state: "NY",
      licenseType: "Sales Tax Certificate",
    },
    at: ["210 E 18th St", "New York", "NY", "10003"],
  },
  {
    name: "B: business registration, Owner(s) two people, 'expires on the last day of January 2027'",
    lines: [
      "CITY OF TOLLAND FORD",
      "OFFICE OF THE CITY CLERK",
      "BUSINESS REGISTRATION CERTIFICATE",
      "Registration #: BR-009114",
      "Business: Harbor Light Fish & Chips",
      "Owner(s): Colm Brennan; Aoife Brennan",
      "Business Address: 5 Wharf Street, Tolland Ford, ME 04038",
      "Registered: 2/2/2026",
      "This certificate expires on the last day of January 2027.",
    ],
    want: {
      licenseNumber: "BR-009114",
      issueDate: "2026-02-02",
      expirationDate: "2027-01-31",
      issuingAuthority: "City of Tolland Ford Office of the City Clerk",
      licenseeName: "Colm Brennan; Aoife Brennan",
      address: "5 Wharf Street, Tolland Ford, ME 04038",
      state: "ME",
      licenseType: "Business License",
    },
    at: ["5 Wharf Street", "Tolland Ford", "ME", "04038"],
    alt: { licenseeName: ["Colm Brennan", "Harbor Light Fish & Chips"] },
  },
  {
    name: "B: health district permit, one-word labels in cells, dates as 05-Jan-2026",
    lines: [
      "Skagit Bay Health District",
      "Food Safety Program",
      "2026 FOOD ESTABLISHMENT PERMIT",
      "Establishment\tClamshell Run Cafe",
      "Operator\tClamshell Run Hospitality LLC",
      "Site\t1402 Commercial Ave, Anacortes, WA 98221",
      "Permit\tFE-004471",
      "Risk\t2 (Moderate)",
      "Issued\t05-Jan-2026",
      "Expires\t31-Dec-2026",
    ],
    want: {
      licenseNumber: "FE-004471",
      issueDate: "2026-01-05",
      expirationDate: "2026-12-31",
      issuingAuthority: "Skagit Bay Health District",
      licenseeName: "Clamshell Run Hospitality LLC",
      address: "1402 Commercial Ave, Anacortes, WA 98221",
      state: "WA",
      licenseType: "Food Service Establishment Permit",
    },
    at: ["1402 Commercial Ave", "Anacortes", "WA", "98221"],
  },
  {
    name: "B: right-of-way seating permit, department before the city on one line, seasonal term",
    lines: [
      "Department of Public Works | City of Port Tamsin",
      "RIGHT-OF-WAY USE PERMIT — SIDEWALK SEATING",
      "Permit: ROW-26-1188",
      "Permittee: Halyard Coffee Company",
      "Location: 33 Front St, Port Tamsin, OR 97365",
      "Term: June 1, 2026 – October 31, 2026 (seasonal)",
      "Fee Paid: $250.00",
    ],
    want: {
      licenseNumber: "ROW-26-1188",
      issueDate: "2026-06-01",
      expirationDate: "2026-10-31",
      issuingAuthority: "City of Port Tamsin Department of Public Works",
      licenseeName: "Halyard Coffee Company",
      address: "33 Front St, Port Tamsin, OR 97365",
      state: "OR",
      licenseType: "Outdoor Seating Permit",
    },
    at: ["33 Front St", "Port Tamsin", "OR", "97365"],
  },
  {
    name: "B: food protection certificate 'Awarded to' a person, number with a slash, no expiry",
    lines: [
      "Department of Health and Mental Hygiene",
      "Bureau of Food Safety and Community Sanitation",
      "FOOD PROTECTION CERTIFICATE",
      "Awarded to",
      "OSWIN VANTERPOOL",
      "Certificate No. 09/8817420",
      "Date of Issue: 11/03/2026",
    ],
    want: {
      licenseNumber: "09/8817420",
      issueDate: "2026-11-03",
      expirationDate: null,
      issuingAuthority: "Department of Health and Mental Hygiene",
      licenseeName: "OSWIN VANTERPOOL",
      address: null,
      state: null,
      licenseType: "Food Protection Certificate",
    },
  },
  {
    name: "B: beer and wine permit, number in two groups, 'expires at midnight on'",
    lines: [
      "STATE OF SOUTH CAROLINA",
      "DEPARTMENT OF REVENUE",
      "BEER AND WINE PERMIT (ON-PREMISES)",
      "Retail Beer & Wine Permit No. 1188 4420",
      "Licensee: Pluff Mud Shrimp Shack LLC",
      "Location of Business: 2118 Ocean Blvd, Myrtle Cove, SC 29577",
      "Issued: 10/01/2026",
      "This permit expires at midnight on September 30, 2027.",
    ],
    want: {
      licenseNumber: "1188 4420",
      issueDate: "2026-10-01",
      expirationDate: "2027-09-30",
      issuingAuthority: "State of South Carolina Department of Revenue",
      licenseeName: "Pluff Mud Shrimp Shack LLC",
      address: "2118 Ocean Blvd, Myrtle Cove, SC 29577",
      state: "SC",
      licenseType: "Beer and Wine License",
    },
    at: ["2118 Ocean Blvd", "Myrtle Cove", "SC", "29577"],
  },
  {
    name: "B: town business license, License Year, Proprietor, two-digit-year dashes",
    lines: [
      "TOWN OF ELK RIDGE",
      "BUSINESS LICENSE",
      "License Year 2026",
      "Business License Number 26-00318",
      "Business Name: Ridgeback Burger Co.",
      "Proprietor: Ezra Oduya",
      "Business Location: 90 Elk Ridge Pkwy, Elk Ridge, UT 84651",
      "Issued Date: 01-09-26",
      "Expiration: 12-31-26",
    ],
    want: {
      licenseNumber: "26-00318",
      issueDate: "2026-01-09",
      expirationDate: "2026-12-31",
      issuingAuthority: "Town of Elk Ridge",
      licenseeName: "Ridgeback Burger Co.",
      address: "90 Elk Ridge Pkwy, Elk Ridge, UT 84651",
      state: "UT",
      licenseType: "Business License",
    },
    at: ["90 Elk Ridge Pkwy", "Elk Ridge", "UT", "84651"],
    alt: { licenseeName: ["Ezra Oduya"] },
  },
  {
    name: "B: grease control device permit, both dates inside one 'Permit Term' sentence",
    lines: [
      "Lakeshore Metropolitan Sewer District",
      "FOG Control Program",
      "GREASE CONTROL DEVICE PERMIT",
      "Permit ID: GCD-3318",
      "Facility: Crock & Crumb Eatery",
      "Permittee: Crock and Crumb LLC",
      "Service Location: 4102 Lakeshore Pkwy, Port Averill, WI 53081",
      "Permit Term: 3 years — Issued 2026-05-11, Expires 2029-05-10",
    ],
    want: {
      licenseNumber: "GCD-3318",
      issueDate: "2026-05-11",
      expirationDate: "2029-05-10",
      issuingAuthority: "Lakeshore Metropolitan Sewer District",
      licenseeName: "Crock and Crumb LLC",
      address: "4102 Lakeshore Pkwy, Port Averill, WI 53081",
      state: "WI",
      licenseType: "Grease Trap / Wastewater Discharge Permit",
    },
    at: ["4102 Lakeshore Pkwy", "Port Averill", "WI", "53081"],
  },
];

const MANUALS_B: ManualCase[] = [
  {
    name: "B: model and serial in a grid under their labels, 'After each day of use:' and 'Once a year:'",
    lines: [
      "COUNTERTOP CONVECTION OVEN",
      "Installation & Operation Manual",
      "Model\tSerial\tVoltage",
      "CVX-4H\t4H-22-01877\t208/240V",
      "Halloway Bake Systems, LLC",
      "Cleaning and Maintenance",
      "After each day of use: wipe the interior and the door glass with a damp cloth.",
      "Every week: remove and wash the oven racks and rack guides.",
      "Every 3 months: check the door gasket and the door hinge springs.",
      "Once a year: have the convection fan motor and heating elements inspected by an authorized service agent.",
    ],
    want: {
      equipmentType: "Convection oven",
      manufacturer: "Halloway Bake Systems, LLC",
      model: "CVX-4H",
      serial: "4H-22-01877",
      tasks: [
        {
          task: "Wipe the interior and the door glass",
          intervalDays: 1,
          keywords: ["door glass"],
        },
        {
          task: "Remove and wash the oven racks",
          intervalDays: 7,
          keywords: ["racks"],
        },
        {
          task: "Check the door gasket and hinge springs",
          intervalDays: 90,
          keywords: ["hinge"],
        },
        {
          task: "Have the fan motor and heating elements inspected",
          intervalDays: 365,
          keywords: ["fan motor"],
        },
      ],
    },
    alt: ["Halloway Bake Systems"],
  },
  {
    name: "B: caps headings END OF EACH DAY / EVERY WEEK / EVERY 6 WEEKS over numbered steps, 'CODE | Maker' line",
    lines: [
      "Conveyor Dish Machine — Operator Care Card",
      "CDM-66 | Ashcombe Warewash Systems",
      "END OF EACH DAY",
      "1. Drain the tanks and remove the scrap trays.",
      "2. Wash the curtains and hang them to dry.",
      "EVERY WEEK",
      "1. Delime the wash tank if the water is hard.",
      "EVERY 6 WEEKS",
      "1. Check the rinse-aid and detergent pump tubes for wear.",
    ],
    want: {
      equipmentType: "Dishwasher",
      manufacturer: "Ashcombe Warewash Systems",
      model: "CDM-66",
      serial: "",
      tasks: [
        { task: "Drain the tanks", intervalDays: 1, keywords: ["scrap trays"] },
        { task: "Wash the curtains", intervalDays: 1, keywords: ["curtains"] },
        { task: "Delime the wash tank", intervalDays: 7, keywords: ["delime"] },
        {
          task: "Check the pump tubes",
          intervalDays: 42,
          keywords: ["pump tubes"],
        },
      ],
    },
  },
  {
    name: "B: 'Every 90 days:' / 'Semiannually:' dash list, a serial-plate sentence that holds no serial",
    lines: [
      "ARCTIC VALE REFRIGERATION",
      "REACH-IN FREEZER RF-49 SERIES",
      "Serial Plate: located inside the left wall",
      "Preventive maintenance (by owner):",
      "- Every 90 days: vacuum the condenser coil and fan blades.",
      "- Semiannually: inspect the door hinges and the door gasket.",
      "- Monthly: check the evaporator drain line for ice build-up.",
    ],
    want: {
      equipmentType: "Reach-in freezer",
      manufacturer: "Arctic Vale Refrigeration",
      model: "RF-49",
      serial: "",
      tasks: [
        {
          task: "Vacuum the condenser coil",
          intervalDays: 90,
          keywords: ["condenser"],
        },
        {
          task: "Inspect the door hinges",
          intervalDays: 180,
          keywords: ["hinges"],
        },
        {
          task: "Check the evaporator drain line",
          intervalDays: 30,
          keywords: ["drain line"],
        },
      ],
    },
  },
  {
    name: "B: 'Model: … <tab> Serial: …' on one line, 'every 12 months or 1,500 hours, whichever comes first'",
    lines: [
      "XM-60 60-QUART MIXER",
      "Model: XM-60\tSerial: XM60-77-1180",
      "Halberd Food Machinery",
      "LUBRICATION AND CARE",
      "Wash the bowl and agitators after every use (daily).",
      "Check the oil level in the gear case every 2 weeks.",
      "Grease the bowl lift mechanism every 3 months.",
      "Change the gear case oil every 12 months or 1,500 hours, whichever comes first.",
    ],
    want: {
      equipmentType: "Mixer",
      manufacturer: "Halberd Food Machinery",
      model: "XM-60",
      serial: "XM60-77-1180",
      tasks: [
        {
          task: "Wash the bowl and agitators",
          intervalDays: 1,
          keywords: ["agitators"],
        },
        {
          task: "Check the oil level in the gear case",
          intervalDays: 14,
          keywords: ["oil level"],
        },
        {
          task: "Grease the bowl lift mechanism",
          intervalDays: 90,
          keywords: ["lift mechanism"],
        },
        {
          task: "Change the gear case oil",
          intervalDays: 365,
          keywords: ["gear case oil"],
        },
      ],
    },
  },
  {
    name: "B: component / action / interval chart with 'As needed' rows and 'Brand:'",
    lines: [
      "FRYER PREVENTIVE MAINTENANCE CHART",
      "Model FRY-40E • Brand: Quenmoor",
      "Component\tAction\tInterval",
      "Fry pot\tBoil out with cleaning solution\tEvery 2 weeks",
      "Heating elements\tInspect for carbon build-up\tMonthly",
      "High-limit thermostat\tTest by a qualified technician\tEvery 2 years",
      "Drain valve\tReplace seal\tAs needed",
    ],
    want: {
      equipmentType: "Fryer",
      manufacturer: "Quenmoor",
      model: "FRY-40E",
      serial: "",
      tasks: [
        { task: "Boil out the fry pot", intervalDays: 14, keywords: ["boil"] },
        {
          task: "Inspect the heating elements",
          intervalDays: 30,
          keywords: ["carbon"],
        },
        {
          task: "Test the high-limit thermostat",
          intervalDays: 730,
          keywords: ["test"],
        },
      ],
    },
  },
];

/**
 * Batch C: written after batches A and B were fixed and scored blind before the changes it led to (that
 * first score is the generalisation estimate in docs/ARCHITECTURE.md).
 */
const LICENSES_C: LicenseCase[] = [
  {
    name: "C: stacked caps labels each over its value, three-line letterhead, 'THROUGH' range",
    lines: [
      "STATE OF IDAHO",
      "IDAHO STATE POLICE",
      "ALCOHOL BEVERAGE CONTROL",
      "RETAIL ALCOHOL BEVERAGE LICENSE",
      "LICENSE NUMBER",
      "ABC-0441-2027",
      "LICENSEE",
      "SAWTOOTH SUPPER CLUB INC",
      "DOING BUSINESS AS",
      "THE SUPPER CLUB",
      "PREMISES",
      "611 Bannock Street",
      "Boise, ID 83702",
      "TERM",
      "04/01/2026 THROUGH 03/31/2027",
    ],
    want: {
      licenseNumber: "ABC-0441-2027",
      issueDate: "2026-04-01",
      expirationDate: "2027-03-31",
      issuingAuthority: "Idaho State Police",
      licenseeName: "SAWTOOTH SUPPER CLUB INC",
      address: "611 Bannock Street, Boise, ID 83702",
      state: "ID",
      licenseType: "Liquor License",
    },
    at: ["611 Bannock Street", "Boise", "ID", "83702"],
    alt: {
      issuingAuthority: [
        "Idaho State Police Alcohol Beverage Control",
        "State of Idaho Idaho State Police",
      ],
    },
  },
  {
    name: "C: certificate of permit, 'Owner Name/Operator', 'Est. Address', License Year range",
    lines: [
      "Riverbend Public Health Authority",
      "Food Protection Services",
      "CERTIFICATE OF PERMIT TO OPERATE A FOOD SERVICE ESTABLISHMENT",
      "Establishment: Marigold Dosa House",
      "Owner Name/Operator: Marigold Foods of Ohio LLC",
      "Est. Address: 2901 Indianola Ave., Columbus, OH 43202",
      "Permit #: 2026-FSO-1447",
      "License Year: March 1, 2026 - February 28, 2027",
      "Category: Commercial, Risk Level III",
    ],
    want: {
      licenseNumber: "2026-FSO-1447",
      issueDate: "2026-03-01",
      expirationDate: "2027-02-28",
      issuingAuthority: "Riverbend Public Health Authority",
      licenseeName: "Marigold Foods of Ohio LLC",
      address: "2901 Indianola Ave., Columbus, OH 43202",
      state: "OH",
      licenseType: "Food Service Establishment Permit",
    },
    at: ["2901 Indianola Ave", "Columbus", "OH", "43202"],
  },
  {
    name: "C: business registration, registrant with 'a California corporation', a 'Walk' street, Renewal Due",
    lines: [
      "City and County of Harlow Bay",
      "Treasury Division — Business Registration",
      "CERTIFICATE OF BUSINESS REGISTRATION",
      "Registrant: Tidewell Crab Co., a California corporation",
      "Trade Name: Tidewell Crab",
      "Business Location: 1250 Embarcadero Walk, Harlow Bay, CA 94133",
      "Registration Certificate No. 0948821",
      "Registration Date: 07/15/2026",
      "Renewal Due: 06/30/2027",
    ],
    want: {
      licenseNumber: "0948821",
      issueDate: "2026-07-15",
      expirationDate: "2027-06-30",
      issuingAuthority: "City and County of Harlow Bay Treasury Division",
      licenseeName: "Tidewell Crab Co.",
      address: "1250 Embarcadero Walk, Harlow Bay, CA 94133",
      state: "CA",
      licenseType: "Business License",
    },
    at: ["1250 Embarcadero Walk", "Harlow Bay", "CA", "94133"],
  },
  {
    name: "C: fire code compliance certificate, expiry stated as 'one year from the date of issue'",
    lines: [
      "Marlow County Fire Marshal's Office",
      "CERTIFICATE OF FIRE CODE COMPLIANCE",
      "Occupancy: Restaurant (A-2)\tMax Occupants: 88",
      "Name of Business: Wrought Gate Tavern LLC",
      "Business Address: 45 Pendleton Pike, Marlow, IN 46216",
      "Certificate No. FM-26-3301",
      "Inspection Completed: 01/08/2026",
      "Date Issued: January 9, 2026",
      "This certificate expires one year from the date of issue.",
    ],
    want: {
      licenseNumber: "FM-26-3301",
      issueDate: "2026-01-09",
      expirationDate: "2027-01-09",
      issuingAuthority: "Marlow County Fire Marshal's Office",
      licenseeName: "Wrought Gate Tavern LLC",
      address: "45 Pendleton Pike, Marlow, IN 46216",
      state: "IN",
      licenseType: "Fire Safety Permit",
    },
    at: ["45 Pendleton Pike", "Marlow", "IN", "46216"],
  },
  {
    name: "C: zoning permit for a sign, Owner/Tenant, a 'Commons' address, void-if-not-started is no expiry",
    lines: [
      "TOWNSHIP OF WYCLIFFE",
      "ZONING OFFICE",
      "ZONING PERMIT – SIGN",
      "Zoning Permit No. Z-2026-118",
      "Applicant: Bellglow Neon Co.",
      "Owner/Tenant: Sable & Rye Deli LLC",
      "Property Location: 3 Wycliffe Commons, Wycliffe, NJ 08094",
      "PERMIT ISSUED 3/30/2026 — Permit void if work not commenced within 6 months",
    ],
    want: {
      licenseNumber: "Z-2026-118",
      issueDate: "2026-03-30",
      expirationDate: null,
      issuingAuthority: "Township of Wycliffe Zoning Office",
      licenseeName: "Sable & Rye Deli LLC",
      address: "3 Wycliffe Commons, Wycliffe, NJ 08094",
      state: "NJ",
      licenseType: "Sign Permit",
    },
    at: ["3 Wycliffe Commons", "Wycliffe", "NJ", "08094"],
  },
  {
    name: "C: wallet card, 'ID:' number, 'Certified:' and 'Exp:'",
    lines: [
      "CERTIFIED FOOD MANAGER",
      "Continental Food Safety Examination Board",
      "Name: CORDELIA VANCE-OYELARAN",
      "ID: 7741-22098",
      "Certified: 02/14/2026",
      "Exp: 02/14/2031",
    ],
    want: {
      licenseNumber: "7741-22098",
      issueDate: "2026-02-14",
      expirationDate: "2031-02-14",
      issuingAuthority: "Continental Food Safety Examination Board",
      licenseeName: "CORDELIA VANCE-OYELARAN",
      address: null,
      state: null,
      licenseType: "Food Protection Certificate",
    },
  },
  {
    name: "C: parklet permit, Sponsor, 'in front of' an address, season 'Mar 1 – Nov 30, 2026'",
    lines: [
      "City of Bellamy Springs",
      "Department of Transportation — Streets Division",
      "PARKLET PERMIT",
      "Permit ID: PKL-0091",
      "Sponsor: Thimbleberry Cafe LLC",
      "Parklet Location: in front of 702 Sumac Ave, Bellamy Springs, CO 80903",
      "Season: Mar 1 – Nov 30, 2026",
    ],
    want: {
      licenseNumber: "PKL-0091",
      issueDate: "2026-03-01",
      expirationDate: "2026-11-30",
      issuingAuthority: "City of Bellamy Springs Department of Transportation",
      licenseeName: "Thimbleberry Cafe LLC",
      address: "702 Sumac Ave, Bellamy Springs, CO 80903",
      state: "CO",
      licenseType: "Outdoor Seating Permit",
    },
    at: ["702 Sumac Ave", "Bellamy Springs", "CO", "80903"],
  },
  {
    name: "C: ABC retail permit for malt beverage and unfortified wine, Outlet Name, two dates on a row",
    lines: [
      "NORTH CAROLINA ALCOHOLIC BEVERAGE CONTROL COMMISSION",
      "RETAIL PERMIT",
      "Permit Holder: Cape Lookout Fish Camp, LLC",
      "Outlet Name: Fish Camp Kitchen",
      "Outlet Address: 1800 Front Street, Beaufort, NC 28516",
      "Permits Issued: On-Premises Malt Beverage; On-Premises Unfortified Wine",
      "ABC Permit No.: 22-18804",
      "Effective Date: 05/01/2026\tExpiration Date: 04/30/2027",
    ],
    want: {
      licenseNumber: "22-18804",
      issueDate: "2026-05-01",
      expirationDate: "2027-04-30",
      issuingAuthority: "North Carolina Alcoholic Beverage Control Commission",
      licenseeName: "Cape Lookout Fish Camp, LLC",
      address: "1800 Front Street, Beaufort, NC 28516",
      state: "NC",
      licenseType: "Beer and Wine License",
    },
    at: ["1800 Front Street", "Beaufort", "NC", "28516"],
  },
  {
    name: "C: temporary C of O, 'TCO No.', expiry after words and a number",
    lines: [
      "CITY OF GRANBY FLATS",
      "Inspection Services Department",
      "TEMPORARY CERTIFICATE OF OCCUPANCY",
      "TCO No.: TCO-26-014",
      "Issued For: Tenant improvement – restaurant",
      "Tenant: Bramblecup Soups LLC",
      "Address: 808 Mercer Blvd, Granby Flats, KS 66061",
      "Issue Date: 8/3/2026",
      "This TCO expires 90 days after issue: 11/01/2026",
    ],
    want: {
      licenseNumber: "TCO-26-014",
      issueDate: "2026-08-03",
      expirationDate: "2026-11-01",
      issuingAuthority: "City of Granby Flats Inspection Services Department",
      licenseeName: "Bramblecup Soups LLC",
      address: "808 Mercer Blvd, Granby Flats, KS 66061",
      state: "KS",
      licenseType: "Certificate of Occupancy",
    },
    at: ["808 Mercer Blvd", "Granby Flats", "KS", "66061"],
  },
  {
    name: "C: one row of 'Lic. No. / Issued / Expires', a mailing P.O. box above the business address",
    lines: [
      "COUNTY OF TALLIS",
      "LICENSE & PERMIT CENTER",
      "GENERAL BUSINESS LICENSE",
      "Lic. No. GBL-55190\tIssued 06/01/2026\tExpires 05/31/2027",
      "Business: Quarter Moon Creperie",
      "Owner: Anouk Delaunay-Price",
      "Mailing Address: PO Box 118, Tallis, SD 57001",
      "Business Address: 27 Prairie Hen Rd, Tallis, SD 57001",
    ],
    want: {
      licenseNumber: "GBL-55190",
      issueDate: "2026-06-01",
      expirationDate: "2027-05-31",
      issuingAuthority: "County of Tallis License & Permit Center",
      licenseeName: "Anouk Delaunay-Price",
      address: "27 Prairie Hen Rd, Tallis, SD 57001",
      state: "SD",
      licenseType: "Business License",
    },
    at: ["27 Prairie Hen Rd", "Tallis", "SD", "57001"],
    alt: { issuingAuthority: ["County of Tallis"] },
  },
];

const MANUALS_C: ManualCase[] = [
  {
    name: "C: 'Procedure / How Often' table, model and serial under a header row, gallons beside months",
    lines: [
      "Frostline Cuber Ice Maker",
      "Model Number\tVoltage\tSerial Number",
      "FC-450W\t115/60/1\tFC450-3302-77",
      "PLANNED MAINTENANCE",
      "Procedure\tHow Often",
      "Clean and sanitize the ice-making system\tSemi-annually",
      "Clean the condenser (air-cooled models)\tEvery 4 weeks",
      "Check the water filter pressure gauge\tMonthly",
      "Replace the water filter cartridge\tEvery 6 months or 10,000 gallons",
      "© 2025 Frostline Ice Systems LLC",
    ],
    want: {
      equipmentType: "Ice machine",
      manufacturer: "Frostline Ice Systems LLC",
      model: "FC-450W",
      serial: "FC450-3302-77",
      tasks: [
        {
          task: "Clean and sanitize the ice-making system",
          intervalDays: 180,
          keywords: ["ice-making"],
        },
        {
          task: "Clean the condenser",
          intervalDays: 28,
          keywords: ["condenser"],
        },
        {
          task: "Check the water filter pressure gauge",
          intervalDays: 30,
          keywords: ["gauge"],
        },
        {
          task: "Replace the water filter cartridge",
          intervalDays: 180,
          keywords: ["cartridge"],
        },
      ],
    },
    alt: ["Frostline Ice Systems", "Frostline"],
  },
  {
    name: "C: sentences with 'at least once a day', 'every quarter', and cooking cycles that are not a schedule",
    lines: [
      "VELORA COMBI OVEN VC-61 — OPERATING INSTRUCTIONS",
      "Velora Cooking Solutions GmbH",
      "Care of the cooking chamber",
      "Clean the cooking chamber at least once a day using the CareClean program.",
      "Descale the steam generator every quarter, or when the descaling message appears.",
      "Check the door seal for damage at least once a week.",
      "Replace the air filter after every 10 cooking cycles.",
    ],
    want: {
      equipmentType: "Combi oven",
      manufacturer: "Velora Cooking Solutions GmbH",
      model: "VC-61",
      serial: "",
      tasks: [
        {
          task: "Clean the cooking chamber",
          intervalDays: 1,
          keywords: ["cooking chamber"],
        },
        {
          task: "Descale the steam generator",
          intervalDays: 90,
          keywords: ["descale"],
        },
        {
          task: "Check the door seal",
          intervalDays: 7,
          keywords: ["door seal"],
        },
      ],
    },
    notTasks: ["air filter"],
    alt: ["Velora Cooking Solutions", "Velora"],
  },
  {
    name: "C: numbered log table 'No. / Task / Frequency', Manufacturer: line, model and serial on one line",
    lines: [
      "WALK-IN FREEZER — OWNER'S MAINTENANCE LOG",
      "Manufacturer: Borealis Coldrooms Inc.",
      "Model: WF-812-LT\tSerial: WF812-9914-03",
      "No.\tTask\tFrequency",
      "1\tInspect and clear the evaporator drain heater\tMonthly",
      "2\tClean condensing unit coil\tQuarterly",
      "3\tCheck door heater and hinges\tAnnually",
    ],
    want: {
      equipmentType: "Walk-in freezer",
      manufacturer: "Borealis Coldrooms Inc.",
      model: "WF-812-LT",
      serial: "WF812-9914-03",
      tasks: [
        {
          task: "Inspect and clear the evaporator drain heater",
          intervalDays: 30,
          keywords: ["drain heater"],
        },
        {
          task: "Clean condensing unit coil",
          intervalDays: 90,
          keywords: ["condensing"],
        },
        {
          task: "Check door heater and hinges",
          intervalDays: 365,
          keywords: ["hinges"],
        },
      ],
    },
    alt: ["Borealis Coldrooms"],
  },
  {
    name: "C: 'every evening', ranges 'every 6-12 months' / 'every 3–4 weeks', maker with S.r.l.",
    lines: [
      "Model VX2 Espresso Machine",
      "Brunello Macchine S.r.l.",
      "Routine maintenance",
      "Backflush the group heads with detergent every evening.",
      "Change the group gaskets every 6-12 months.",
      "Descale the boiler every 3–4 weeks in hard water areas.",
    ],
    want: {
      equipmentType: "Coffee machine",
      manufacturer: "Brunello Macchine S.r.l.",
      model: "VX2",
      serial: "",
      tasks: [
        {
          task: "Backflush the group heads",
          intervalDays: 1,
          keywords: ["backflush"],
        },
        {
          task: "Change the group gaskets",
          intervalDays: 180,
          keywords: ["gaskets"],
        },
        { task: "Descale the boiler", intervalDays: 21, keywords: ["descale"] },
      ],
    },
    alt: ["Brunello Macchine", "Brunello"],
  },
];

/** Batch D: written after batch C's fixes, scored blind before the changes it led to. */
const LICENSES_D: LicenseCase[] = [
  {
    name: "D: Legal Entity and DBA Name, an FM road, 'Permit No' without a dot, Permit Issued / Permit Expiration",
    lines: [
      "Brazos Bend County Public Health District",
      "FOOD ESTABLISHMENT PERMIT",
      "Legal Entity: Cypress Flats BBQ, LLC",
      "DBA Name: Cypress Flats",
      "Physical Address: 4418 FM 1093 Rd, Fulshear, TX 77441",
      "Permit No 21-004578",
      "Permit Issued: 10-01-2026",
      "Permit Expiration: 09-30-2027",
    ],
    want: {
      licenseNumber: "21-004578",
      issueDate: "2026-10-01",
      expirationDate: "2027-09-30",
      issuingAuthority: "Brazos Bend County Public Health District",
      licenseeName: "Cypress Flats BBQ, LLC",
      address: "4418 FM 1093 Rd, Fulshear, TX 77441",
      state: "TX",
      licenseType: "Food Service Establishment Permit",
    },
    at: ["4418 FM 1093 Rd", "Fulshear", "TX", "77441"],
  },
  {
    name: "D: 'Alcoholic Beverage License' with a beer-and-wine class line, LICENSEE(S), an address without commas",
    lines: [
      "STATE OF CALIFORNIA",
      "DEPARTMENT OF ALCOHOLIC BEVERAGE CONTROL",
      "ALCOHOLIC BEVERAGE LICENSE",
      "LICENSE TYPE: 41 ON-SALE BEER & WINE - EATING PLACE",
      "LICENSE NO.: 0658812",
      "LICENSEE(S): MIRAFLORES TAQUERIA GROUP INC",
      "PREMISES: 2215 W SUNSET BLVD LOS ALTOS VERDES CA 90026",
      "ISSUE DATE: 07/01/2026\tEXPIRATION DATE: 06/30/2027",
    ],
    want: {
      licenseNumber: "0658812",
      issueDate: "2026-07-01",
      expirationDate: "2027-06-30",
      issuingAuthority:
        "State of California Department of Alcoholic Beverage Control",
      licenseeName: "MIRAFLORES TAQUERIA GROUP INC",
      address: "2215 W SUNSET BLVD, LOS ALTOS VERDES, CA 90026",
      state: "CA",
      // As in the fixtures (fl-coral-tide: "ALCOHOLIC BEVERAGE LICENSE", series "2COP BEER AND WINE"), a
      // license titled as an alcoholic beverage license counts as the liquor license whatever its class.
      licenseType: "Liquor License",
    },
    at: ["2215 W SUNSET BLVD", "LOS ALTOS VERDES", "CA", "90026"],
    alt: {
      issuingAuthority: ["California Department of Alcoholic Beverage Control"],
    },
  },
  {
    name: "D: a renewal letter: letterhead address, letter date, 'valid from … until …' in a sentence",
    lines: [
      "Greenvale County Environmental Health",
      "1200 Courthouse Plaza, Greenvale, OR 97301",
      "November 3, 2026",
      "Wren & Barley Kitchen LLC",
      "Attn: Julia Forsythe",
      "88 Fennel Street",
      "Salem Heights, OR 97302",
      "RE: Food Service License FSL-26-2231",
      "Dear Operator:",
      "Your food service license for the above facility has been renewed. The license is valid from November 1, 2026 until October 31, 2027.",
    ],
    want: {
      licenseNumber: "FSL-26-2231",
      issueDate: "2026-11-01",
      expirationDate: "2027-10-31",
      issuingAuthority: "Greenvale County Environmental Health",
      licenseeName: "Wren & Barley Kitchen LLC",
      address: "88 Fennel Street, Salem Heights, OR 97302",
      state: "OR",
      licenseType: "Food Service Establishment Permit",
    },
    at: ["88 Fennel Street", "Salem Heights", "OR", "97302"],
  },
  {
    name: "D: alarm permit grid with the site address in a column, Permit Holder below",
    lines: [
      "TOWN OF CASCO POINT POLICE DEPARTMENT",
      "ALARM PERMIT",
      "Permit Number\tAlarm Site Address\tExpires",
      "AL-2026-0311\t14 Lighthouse Rd, Casco Point, ME 04011\tDecember 31, 2026",
      "Permit Holder: Foghorn Chowder Bar Inc.",
      "Date of Issue: January 2, 2026",
    ],
    want: {
      licenseNumber: "AL-2026-0311",
      issueDate: "2026-01-02",
      expirationDate: "2026-12-31",
      issuingAuthority: "Town of Casco Point Police Department",
      licenseeName: "Foghorn Chowder Bar Inc.",
      address: "14 Lighthouse Rd, Casco Point, ME 04011",
      state: "ME",
      licenseType: "Alarm Permit",
    },
    at: ["14 Lighthouse Rd", "Casco Point", "ME", "04011"],
  },
  {
    name: "D: certificate of occupancy in prose, number after the title, 'Issued this 12th day of February, 2026'",
    lines: [
      "CITY OF PELHAM RIDGE",
      "Office of the Building Official",
      "CERTIFICATE OF OCCUPANCY No. 2026-CO-0088",
      "This is to certify that the building or portion thereof at 5120 Canal Street, Pelham Ridge, LA 70119, for which Building Permit 25-1187 was issued, has been inspected and is approved for occupancy as a restaurant (Group A-2) by Crescent Gumbo House LLC.",
      "Issued this 12th day of February, 2026.",
    ],
    want: {
      licenseNumber: "2026-CO-0088",
      issueDate: "2026-02-12",
      expirationDate: null,
      issuingAuthority: "City of Pelham Ridge Office of the Building Official",
      licenseeName: "Crescent Gumbo House LLC",
      address: "5120 Canal Street, Pelham Ridge, LA 70119",
      state: "LA",
      licenseType: "Certificate of Occupancy",
    },
    at: ["5120 Canal Street", "Pelham Ridge", "LA", "70119"],
  },
  {
    name: "D: manager certificate 'PRESENTED TO', exam date only, the provider at the foot",
    lines: [
      "Food Protection Manager Certification",
      "PRESENTED TO",
      "Wendell Okoro-Paz",
      "for successfully completing the requirements of the Certified Food Protection Manager Program",
      "Certificate Number: 2210-7781-0034",
      "Date of Examination: 03/22/2026",
      "Expiration Date: 03/22/2031",
      "Administered by Keystone Food Safety Institute",
    ],
    want: {
      licenseNumber: "2210-7781-0034",
      issueDate: "2026-03-22",
      expirationDate: "2031-03-22",
      issuingAuthority: "Keystone Food Safety Institute",
      licenseeName: "Wendell Okoro-Paz",
      address: null,
      state: null,
      licenseType: "Food Protection Certificate",
    },
  },
  {
    name: "D: comptroller sales tax permit, Taxpayer number / Outlet number, 'Issued:' at the end of a sentence line",
    lines: [
      "TEXAS COMPTROLLER OF PUBLIC ACCOUNTS",
      "SALES AND USE TAX PERMIT",
      "Taxpayer number: 3-20188-4471-6",
      "Outlet number: 00001",
      "Taxpayer name: LUNA AZUL COCINA LLC",
      "Outlet address: 901 E 6TH ST, AUSTIN, TX 78702",
      "This permit is valid until surrendered or revoked. Issued: 04/15/2026",
    ],
    want: {
      licenseNumber: "3-20188-4471-6",
      issueDate: "2026-04-15",
      expirationDate: null,
      issuingAuthority: "Texas Comptroller of Public Accounts",
      licenseeName: "LUNA AZUL COCINA LLC",
      address: "901 E 6TH ST, AUSTIN, TX 78702",
      state: "TX",
      licenseType: "Sales Tax Certificate",
    },
    at: ["901 E 6TH ST", "AUSTIN", "TX", "78702"],
  },
  {
    name: "D: wastewater discharge authorization for a food service establishment, Authorized User",
    lines: [
      "Northshore Regional Water Authority",
      "Source Control Division",
      "WASTEWATER DISCHARGE AUTHORIZATION – FOOD SERVICE ESTABLISHMENT",
      "Authorization No.: WDA-1173",
      "Authorized User: Halibut Point Kitchen LLC",
      "Facility Address: 50 Granite Pier Rd, Rockmere, MA 01966",
      "Authorization Period: 09/01/2026 to 08/31/2029",
    ],
    want: {
      licenseNumber: "WDA-1173",
      issueDate: "2026-09-01",
      expirationDate: "2029-08-31",
      issuingAuthority: "Northshore Regional Water Authority",
      licenseeName: "Halibut Point Kitchen LLC",
      address: "50 Granite Pier Rd, Rockmere, MA 01966",
      state: "MA",
      licenseType: "Grease Trap / Wastewater Discharge Permit",
    },
    at: ["50 Granite Pier Rd", "Rockmere", "MA", "01966"],
  },
  {
    name: "D: business license tax certificate 'Valid for calendar year 2026', Date Paid apart",
    lines: [
      "CITY OF SAN JACINTO VALLEY",
      "BUSINESS LICENSE TAX CERTIFICATE",
      "Certificate #: BLT-088812",
      "Business Name: PHO SAIGON STAR",
      "Owner Name: Tran Minh Hoang",
      "Business Location: 7781 Cherry Valley Blvd, San Jacinto Valley, CA 92583",
      "Business Type: Restaurant",
      "Date Paid: 12/19/2025",
      "Valid for calendar year 2026",
    ],
    want: {
      licenseNumber: "BLT-088812",
      issueDate: "2026-01-01",
      expirationDate: "2026-12-31",
      issuingAuthority: "City of San Jacinto Valley",
      licenseeName: "Tran Minh Hoang",
      address: "7781 Cherry Valley Blvd, San Jacinto Valley, CA 92583",
      state: "CA",
      licenseType: "Business License",
    },
    at: ["7781 Cherry Valley Blvd", "San Jacinto Valley", "CA", "92583"],
    alt: { licenseeName: ["PHO SAIGON STAR"] },
  },
  {
    name: "D: sidewalk cafe license with a number ending in letters and no issue date",
    lines: [
      "CITY OF NEW HALCYON",
      "DEPARTMENT OF CONSUMER AND WORKER PROTECTION",
      "SIDEWALK CAFE LICENSE (UNENCLOSED)",
      "License #: 2091177-DCA",
      "Business Name: Larkspur Bistro Corp.",
      "Café Address: 410 Amsterdam Ave, New Halcyon, NY 10024",
      "Expiration Date: 11/30/2027",
    ],
    want: {
      licenseNumber: "2091177-DCA",
      issueDate: null,
      expirationDate: "2027-11-30",
      issuingAuthority:
        "City of New Halcyon Department of Consumer and Worker Protection",
      licenseeName: "Larkspur Bistro Corp.",
      address: "410 Amsterdam Ave, New Halcyon, NY 10024",
      state: "NY",
      licenseType: "Outdoor Seating Permit",
    },
    at: ["410 Amsterdam Ave", "New Halcyon", "NY", "10024"],
  },
];

const MANUALS_D: ManualCase[] = [
  {
    name: "D: PM schedule table with bare '3 mo' / '6 mo' / '12 mo' intervals",
    lines: [
      "Countertop Steamer — PM Schedule",
      "Model SCS-3E",
      "Serial No. SCS3E-40218",
      "Interval\tService",
      "Daily\tDrain and rinse the generator",
      "3 mo\tDelime the generator",
      "6 mo\tInspect the door gasket",
      "12 mo\tCheck the water level probes",
      "© 2023 Pressline Steam Equipment Inc.",
    ],
    want: {
      equipmentType: "Steamer",
      manufacturer: "Pressline Steam Equipment Inc.",
      model: "SCS-3E",
      serial: "SCS3E-40218",
      tasks: [
        {
          task: "Drain and rinse the generator",
          intervalDays: 1,
          keywords: ["rinse"],
        },
        {
          task: "Delime the generator",
          intervalDays: 90,
          keywords: ["delime"],
        },
        {
          task: "Inspect the door gasket",
          intervalDays: 180,
          keywords: ["door gasket"],
        },
        {
          task: "Check the water level probes",
          intervalDays: 365,
          keywords: ["probes"],
        },
      ],
    },
    alt: ["Pressline Steam Equipment"],
  },
  {
    name: "D: 'DAILY:' lines holding two jobs split by a semicolon, 'SEMI-ANNUAL:'",
    lines: [
      "KITCHEN EXHAUST HOOD — CARE INSTRUCTIONS",
      "Hoodline Ventilation Systems, model HV-1200",
      "DAILY: wipe the hood surfaces; empty the grease cup.",
      "MONTHLY: wash the baffle filters in the dishwasher.",
      "SEMI-ANNUAL: have the hood and duct professionally cleaned per NFPA 96.",
    ],
    want: {
      equipmentType: "Exhaust hood",
      manufacturer: "Hoodline Ventilation Systems",
      model: "HV-1200",
      serial: "",
      tasks: [
        {
          task: "Wipe the hood surfaces",
          intervalDays: 1,
          keywords: ["hood surfaces"],
        },
        {
          task: "Empty the grease cup",
          intervalDays: 1,
          keywords: ["grease cup"],
        },
        {
          task: "Wash the baffle filters",
          intervalDays: 30,
          keywords: ["baffle"],
        },
        {
          task: "Have the hood and duct cleaned",
          intervalDays: 180,
          keywords: ["duct"],
        },
      ],
    },
  },
  {
    name: "D: 'Task: interval' lines, a blank serial to fill in, the maker only in the title",
    lines: [
      "Glacierpoint Undercounter Ice Maker",
      "Owner's Guide for model GU-150",
      "Record your model and serial number here: ________________",
      "Maintenance Schedule",
      "Clean the ice-making system: every six (6) months",
      "Sanitize the bin: monthly",
      "Clean the air filter: every 2 weeks",
      "Inspect the water inlet valve screen: annually",
    ],
    want: {
      equipmentType: "Ice machine",
      manufacturer: "Glacierpoint",
      model: "GU-150",
      serial: "",
      tasks: [
        {
          task: "Clean the ice-making system",
          intervalDays: 180,
          keywords: ["ice-making"],
        },
        { task: "Sanitize the bin", intervalDays: 30, keywords: ["bin"] },
        {
          task: "Clean the air filter",
          intervalDays: 14,
          keywords: ["air filter"],
        },
        {
          task: "Inspect the water inlet valve screen",
          intervalDays: 365,
          keywords: ["inlet"],
        },
      ],
    },
  },
];

/** Fields each case still misses, with the reason (kept honest: the test fails when one starts passing). */
const GAPS: Record<string, string> = {};

const licenseTruth = (c: LicenseCase): LicenseTruth => ({
  expected: c.want,
  addressParts: c.at
    ? { street: c.at[0], city: c.at[1], state: c.at[2], zip: c.at[3] }
    : { street: "", city: "", state: "", zip: "" },
  alternatives: c.alt,
});

function scoreLicenses(cases: LicenseCase[]) {
  return cases.map((c) => {
    const got = extractLicenseRules(c.lines.join("\n"), {
      licenseTypeNames: [...LICENSE_TYPE_NAMES],
    });
    const fields = Object.fromEntries(
      LICENSE_FIELDS.map((f) => [
        f,
        {
          ok: licenseFieldCorrect(f, got[f].value, licenseTruth(c)),
          got: got[f].value,
        },
      ]),
    ) as Record<LicenseFieldName, { ok: boolean; got: string | null }>;
    return { c, fields };
  });
}

const MANUAL_FIELDS = [
  "equipmentType",
  "manufacturer",
  "model",
  "serial",
] as const;

function scoreManuals(cases: ManualCase[]) {
  return cases.map((c) => {
    const got = extractManualRules(c.lines.join("\n"));
    const s = scoreManual(got, {
      expected: c.want,
      alternatives: { manufacturer: c.alt },
    });
    // A document that prints no serial expects none.
    const serialOk =
      c.want.serial === "" ? got.serial.value === null : s.serial;
    const wrongHours = (c.notTasks ?? []).filter((k) =>
      got.tasks.some((t) => t.task.toLowerCase().includes(k)),
    );
    return { c, got, s: { ...s, serial: serialOk }, wrongHours };
  });
}

describe("reader on hand-written documents of unseen layouts", () => {
  it("has enough cases", () => {
    expect(LICENSES.length).toBeGreaterThanOrEqual(30);
    expect(MANUALS.length).toBeGreaterThanOrEqual(12);
  });

  describe.each([
    ["A", LICENSES, MANUALS],
    ["B", LICENSES_B, MANUALS_B],
    ["C", LICENSES_C, MANUALS_C],
    ["D", LICENSES_D, MANUALS_D],
  ] as const)("batch %s", (batch, licenses, manuals) => {
    it("scores every license field (known gaps listed)", () => {
      const wrong: string[] = [];
      const closed: string[] = [];
      let right = 0;
      let total = 0;
      const perField = Object.fromEntries(
        LICENSE_FIELDS.map((f) => [f, 0]),
      ) as Record<LicenseFieldName, number>;
      for (const { c, fields } of scoreLicenses(licenses)) {
        for (const f of LICENSE_FIELDS) {
          total++;
          if (fields[f].ok) perField[f]++;
          const key = `${c.name} :: ${f}`;
          if (fields[f].ok) right++;
          if (!fields[f].ok && !(key in GAPS))
            wrong.push(
              `${key}: got ${JSON.stringify(fields[f].got)}, want ${JSON.stringify(c.want[f])}`,
            );
          if (fields[f].ok && key in GAPS) closed.push(key);
        }
      }
      console.log(
        `unseen licenses, batch ${batch}: ${right}/${total} fields right (${LICENSE_FIELDS.map((f) => `${f} ${perField[f]}/${licenses.length}`).join(", ")})`,
      );
      expect(wrong).toEqual([]);
      expect(closed).toEqual([]);
    });

    it("scores every manual field and task (known gaps listed)", () => {
      const wrong: string[] = [];
      const closed: string[] = [];
      let right = 0;
      let total = 0;
      let tasksRight = 0;
      let tasksTotal = 0;
      const perField: Record<string, number> = Object.fromEntries(
        MANUAL_FIELDS.map((f) => [f, 0]),
      );
      for (const { c, got, s, wrongHours } of scoreManuals(manuals)) {
        for (const f of MANUAL_FIELDS) {
          total++;
          if (s[f]) perField[f]!++;
          const key = `${c.name} :: ${f}`;
          if (s[f]) right++;
          if (!s[f] && !(key in GAPS))
            wrong.push(
              `${key}: got ${JSON.stringify(got[f].value)}, want ${JSON.stringify(c.want[f])}`,
            );
          if (s[f] && key in GAPS) closed.push(key);
        }
        tasksRight += s.tasksFound;
        tasksTotal += s.tasksExpected;
        const key = `${c.name} :: tasks`;
        const tasksOk =
          s.tasksFound === s.tasksExpected && wrongHours.length === 0;
        if (!tasksOk && !(key in GAPS))
          wrong.push(
            `${key}: missing ${s.missing.join("; ")}${wrongHours.length ? `; running hours read as calendar: ${wrongHours.join(", ")}` : ""} — got ${JSON.stringify(got.tasks.map((t) => [t.task, t.intervalDays]))}`,
          );
        if (tasksOk && key in GAPS) closed.push(key);
      }
      console.log(
        `unseen manuals, batch ${batch}: ${right}/${total} fields right, ${tasksRight}/${tasksTotal} tasks with the right interval (${MANUAL_FIELDS.map((f) => `${f} ${perField[f]}/${manuals.length}`).join(", ")})`,
      );
      expect(wrong).toEqual([]);
      expect(closed).toEqual([]);
    });
  });
});
