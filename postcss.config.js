// Tailwind 4; a production build's stylesheets are also minified (Lightning CSS, inside Tailwind).
module.exports = (api) => ({
  plugins: { '@tailwindcss/postcss': { optimize: api.mode === 'production' } },
});
