"""Front-door nodes: access control by channel, then one classification for staff."""
