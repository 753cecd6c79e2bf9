"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.GRADIENT_NAMES = exports.GRADIENT_PALETTE = void 0;
exports.gradientFor = gradientFor;
exports.gradientCss = gradientCss;
exports.GRADIENT_PALETTE = [
    { name: 'Sage Mist', from: '#c9d6c3', to: '#8fa58a' },
    { name: 'Lavender Dawn', from: '#e4dcf1', to: '#a99bc9' },
    { name: 'Rose Quartz', from: '#f5dcdc', to: '#d99aa5' },
    { name: 'Golden Hour', from: '#f8e3b5', to: '#e0a96d' },
    { name: 'Ocean Breath', from: '#cfe6ef', to: '#6fa3bd' },
    { name: 'Terracotta Calm', from: '#f1d3c2', to: '#c98563' },
    { name: 'Moonlight', from: '#dde1ea', to: '#8790a8' },
    { name: 'Forest Path', from: '#cfe0cf', to: '#5f8a66' },
    { name: 'Peach Glow', from: '#fde2cf', to: '#f0a982' },
    { name: 'Angel Blue', from: '#dbe7fb', to: '#7d9fdc' },
    { name: 'Amethyst', from: '#e6d5ef', to: '#9a6fb4' },
    { name: 'Sand Dune', from: '#efe4d2', to: '#c2a47c' },
    { from: '#e9f1e6', to: '#b3c7ab' },
    { from: '#f3e9f6', to: '#c7a8d6' },
    { from: '#fbeee6', to: '#e4b49c' },
    { from: '#e6f2f2', to: '#8dbdbb' },
    { from: '#f6f0dc', to: '#d6bd7a' },
    { from: '#ece6f6', to: '#a596cf' },
    { from: '#f7e1e6', to: '#d78fa1' },
    { from: '#e3ebf3', to: '#8ea6c0' },
];
exports.GRADIENT_NAMES = exports.GRADIENT_PALETTE.flatMap((g) => (g.name ? [g.name] : []));
function gradientFor(option) {
    const index = Number.isInteger(option) && option >= 1 ? option - 1 : 0;
    return exports.GRADIENT_PALETTE[index] ?? exports.GRADIENT_PALETTE[0];
}
function gradientCss(option) {
    const g = gradientFor(option);
    return `linear-gradient(135deg, ${g.from} 0%, ${g.to} 100%)`;
}
