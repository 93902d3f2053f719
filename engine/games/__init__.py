"""One package per game; each registers in engine.core.registry."""
