import type { IConfiguration } from 'dependency-cruiser';

declare const config: Required<Pick<IConfiguration, 'forbidden' | 'options'>>;
export = config;
