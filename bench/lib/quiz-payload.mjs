// A complete Growth Map quiz as the client sends it (docs/product.md#quiz-submit), for the sections that submit one.

/** stageFlag tells apart the rows of servers that share a database. */
export const quizPayload = (stageFlag) =>
  JSON.stringify({
    company_name: 'Iron Temple Gym',
    contact_name: 'Dana Lift',
    contact_email: 'dana@irontemple.example',
    industry: 'gym',
    business_type: 'Independent gym',
    team_size: '6-20',
    current_tools: ['Mindbody', 'Mailchimp', 'Other: Paper sign-in sheets'],
    biggest_challenge: 'manual-work',
    hours_spent_weekly: 10,
    manual_processes: ['Member check-in'],
    primary_goal: 'Retain more members',
    timeline: 'asap',
    monthly_budget: '1k-5k',
    success_metrics: ['Hours saved'],
    estimatedROI: 260,
    timeSavings: 4,
    stageFlag,
    submissionTimestamp: new Date().toISOString(),
  })
