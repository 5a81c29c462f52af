-- The first proposals, inserted only into an empty table so that an existing
-- deployment keeps its own list. Ages spread the "newest" order.

INSERT INTO proposals (title, description, state, created_at, updated_at)
SELECT seed.title, seed.description, seed.state, now() - seed.age::interval, now() - seed.age::interval
FROM (
  VALUES
    (
      'Explain why a module ended up in a chunk',
      'A command or stats view that prints the chain of imports that pulled a module into a chunk, so that an unexpected dependency can be traced back to the line that asked for it.',
      'open',
      '2 days'
    ),
    (
      'Runnable examples beside the guides',
      'Each guide could link to a small project that runs in the browser, matching the guide step by step, so that readers can change a setting and watch the output change.',
      'planned',
      '9 days'
    ),
    (
      'A configuration builder in the documentation',
      'Pick a target, a language, styles and assets from a short form and get a commented webpack.config.js that follows the current guides, with links to each option used.',
      'open',
      '16 days'
    ),
    (
      'Migration checker for webpack 4 configurations',
      'Paste or point at an old configuration and get the list of options that changed in webpack 5, each with the page that explains the replacement.',
      'open',
      '23 days'
    ),
    (
      'Troubleshooting guide for the persistent cache',
      'Cover the usual reasons a filesystem cache is not reused between builds (changing build dependencies, environment values, loaders without stable options) and how to see which one applies.',
      'planned',
      '31 days'
    ),
    (
      'Recipes for common loader chains',
      'Short, tested recipes for the loader combinations people assemble again and again: modern CSS with PostCSS, SVG as components, TypeScript with Babel, and worker scripts.',
      'open',
      '45 days'
    ),
    (
      'Readable build-time budgets in the terminal',
      'When a bundle grows past its performance budget, show which modules grew since the previous build instead of only the final sizes.',
      'open',
      '60 days'
    ),
    (
      'Diagrams that follow the dark theme',
      'The concept diagrams should switch colours with the site theme so that they stay legible at night.',
      'done',
      '90 days'
    )
) AS seed (title, description, state, age)
WHERE NOT EXISTS (SELECT 1 FROM proposals);
