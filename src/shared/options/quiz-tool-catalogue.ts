/**
 * The quiz's tool catalogue (docs/product.md#quiz-tools): well-known third-party products per industry key, 15-25
 * each. The original requirements did not name them; these are real, widely used products in each trade.
 * Retail shares e-commerce's list and restaurant shares hospitality's. Kept as rows of names, not one per line.
 */

// prettier-ignore
const ECOMMERCE = [
  'Shopify', 'WooCommerce', 'BigCommerce', 'Magento', 'Square', 'Stripe', 'PayPal', 'Klaviyo', 'Mailchimp', 'Gorgias',
  'Zendesk', 'ShipStation', 'QuickBooks', 'Google Analytics', 'Meta Ads', 'Google Ads', 'Yotpo', 'Recharge',
  'Lightspeed', 'Amazon Seller Central',
]

// prettier-ignore
const HOSPITALITY = [
  'Toast', 'Square', 'OpenTable', 'Resy', 'SevenRooms', 'Lightspeed', 'Clover', 'DoorDash', 'Uber Eats', 'Grubhub',
  '7shifts', 'MarketMan', 'Mews', 'Cloudbeds', 'Opera PMS', 'Booking.com', 'Expedia Partner Central', 'TripAdvisor',
  'QuickBooks', 'Mailchimp',
]

/** The catalogue's lists by normalised industry key (see normalizeIndustry in quiz-tools.ts). */
// prettier-ignore
export const TOOLS_BY_INDUSTRY: Record<string, readonly string[]> = {
  gym: [
    'Mindbody', 'Glofox', 'ClubReady', 'Zen Planner', 'PushPress', 'Wodify', 'Trainerize', 'TeamUp', 'Exercise.com',
    'ABC Fitness', 'Virtuagym', 'Mailchimp', 'Stripe', 'Square', 'Calendly', 'Instagram', 'Facebook', 'QuickBooks',
  ],
  salon: [
    'Vagaro', 'Fresha', 'Boulevard', 'GlossGenius', 'Booksy', 'Square Appointments', 'Mindbody', 'Zenoti', 'Phorest',
    'Meevo', 'Rosy Salon Software', 'Timely', 'SimpleSpa', 'Instagram', 'Mailchimp', 'Stripe', 'QuickBooks',
  ],
  restaurant: HOSPITALITY,
  hospitality: HOSPITALITY,
  realestate: [
    'Follow Up Boss', 'kvCORE', 'BoomTown', 'Lofty', 'Sierra Interactive', 'Real Geeks', 'LionDesk',
    'Zillow Premier Agent', 'Realtor.com', 'DocuSign', 'dotloop', 'SkySlope', 'Showing Time', 'AppFolio', 'Buildium',
    'Mailchimp', 'HubSpot', 'Salesforce', 'Canva',
  ],
  healthcare: [
    'Epic', 'Cerner', 'athenahealth', 'eClinicalWorks', 'NextGen', 'DrChrono', 'Kareo', 'SimplePractice',
    'Practice Fusion', 'Doxy.me', 'Zocdoc', 'Weave', 'Solutionreach', 'Luma Health', 'Phreesia', 'Availity',
    'Office Ally', 'QuickBooks',
  ],
  technology: [
    'Jira', 'Confluence', 'GitHub', 'GitLab', 'Slack', 'Notion', 'Linear', 'Asana', 'Salesforce', 'HubSpot',
    'Zendesk', 'Intercom', 'Stripe', 'AWS', 'Google Workspace', 'Microsoft 365', 'Datadog', 'Figma', 'Zoom',
    'Segment',
  ],
  finance: [
    'QuickBooks', 'Xero', 'NetSuite', 'Sage Intacct', 'FreshBooks', 'Bill.com', 'Expensify', 'Ramp', 'Brex', 'Plaid',
    'Stripe', 'Salesforce Financial Services Cloud', 'Redtail CRM', 'Wealthbox', 'Orion', 'Bloomberg Terminal',
    'DocuSign', 'Microsoft Excel',
  ],
  retail: ECOMMERCE,
  ecommerce: ECOMMERCE,
  logistics: [
    'SAP TM', 'Oracle Transportation Management', 'MercuryGate', 'McLeod Software', 'Samsara', 'Motive', 'Descartes',
    'ShipStation', 'ShipBob', 'Flexport', 'project44', 'FourKites', 'Trimble TMW', 'Manhattan WMS', 'Fishbowl',
    'Onfleet', 'Route4Me', 'QuickBooks',
  ],
  consulting: [
    'Salesforce', 'HubSpot', 'Pipedrive', 'Monday.com', 'Asana', 'ClickUp', 'Notion', 'Harvest', 'Toggl Track',
    'FreshBooks', 'QuickBooks', 'Xero', 'Calendly', 'Zoom', 'Slack', 'Microsoft 365', 'Google Workspace', 'DocuSign',
    'Proposify',
  ],
  legal: [
    'Clio', 'MyCase', 'PracticePanther', 'Smokeball', 'CosmoLex', 'Filevine', 'Rocket Matter', 'NetDocuments',
    'iManage', 'Westlaw', 'LexisNexis', 'DocuSign', 'LawPay', 'Lawmatics', 'Ruby Receptionists', 'Microsoft 365',
    'QuickBooks',
  ],
  construction: [
    'Procore', 'Buildertrend', 'CoConstruct', 'Autodesk Construction Cloud', 'PlanGrid', 'Fieldwire', 'Raken',
    'Sage 300 CRE', 'Foundation Software', 'STACK', 'Bluebeam', 'JobNimbus', 'Jobber', 'ServiceTitan', 'BuilderPrime',
    'QuickBooks', 'Microsoft Project',
  ],
  agriculture: [
    'John Deere Operations Center', 'Climate FieldView', 'Granular', 'FarmLogs', 'Trimble Ag Software', 'AgriWebb',
    'Farmbrite', 'Conservis', 'CropX', 'Agworld', 'Bushel', 'FarmERP', 'Herdwatch', 'QuickBooks', 'Xero',
    'Microsoft Excel',
  ],
  insurance: [
    'Applied Epic', 'Vertafore AMS360', 'HawkSoft', 'EZLynx', 'QQCatalyst', 'NowCerts', 'Guidewire', 'Duck Creek',
    'Salesforce', 'HubSpot', 'Zywave', 'Insurance Pro', 'AgencyBloc', 'DocuSign', 'RingCentral', 'Microsoft 365',
  ],
  automotive: [
    'CDK Global', 'Reynolds and Reynolds', 'DealerSocket', 'VinSolutions', 'Dealertrack', 'Elead', 'Tekion',
    'AutoTrader', 'Cars.com', 'CarGurus', 'Shopmonkey', 'Tekmetric', 'Mitchell 1', 'AutoLeap', 'RepairPal',
    'QuickBooks', 'Podium',
  ],
  education: [
    'Canvas', 'Blackboard', 'Moodle', 'Google Classroom', 'Schoology', 'PowerSchool', 'Brightspace', 'Zoom',
    'Microsoft Teams', 'Kahoot!', 'Teachable', 'Thinkific', 'Kajabi', 'Seesaw', 'ClassDojo', 'Infinite Campus',
    'Slack',
  ],
  marketing: [
    'HubSpot', 'Mailchimp', 'Marketo', 'Pardot', 'ActiveCampaign', 'Hootsuite', 'Buffer', 'Sprout Social', 'Semrush',
    'Ahrefs', 'Google Analytics', 'Google Ads', 'Meta Ads', 'Canva', 'Hotjar', 'Unbounce', 'WordPress', 'Klaviyo',
  ],
  manufacturing: [
    'SAP S/4HANA', 'Oracle NetSuite', 'Epicor', 'Infor CloudSuite', 'Microsoft Dynamics 365', 'Plex', 'Fishbowl',
    'Katana', 'JobBOSS', 'E2 Shop System', 'SolidWorks', 'Autodesk Fusion 360', 'Siemens Opcenter', 'Tulip', 'UpKeep',
    'Fiix', 'QuickBooks',
  ],
}
