import * as migration_20261121_235902_initial from './20261121_235902_initial';

export const migrations = [
  {
    up: migration_20261121_235902_initial.up,
    down: migration_20261121_235902_initial.down,
    name: '20261121_235902_initial'
  },
];
