export * from './app-schema';
export * from './referencias';
export * from './emprendimientos';
export * from './apariencias';
export * from './productos';
export * from './catalogos';
export * from './busqueda';
export * from './compradores';
