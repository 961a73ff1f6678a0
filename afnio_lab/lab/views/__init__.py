"""Views: how records and graphs look (style, text, fold, DOT and SVG, rich display)."""
