"""Dynasties – Heirate & Herrsche (Matthias Cramer, Hans im Glück 2016): rules engine on the engine core."""
