/**
 * Fastify's own schema compilers (Ajv for requests, fast-json-stringify for responses), kept for
 * the whole process instead of one set per app.
 *
 * Route schemas are module constants, so every app a process builds is handed the same schema
 * objects; Fastify's defaults compile each of them again for each app. The server builds one app
 * and gains nothing here, but the test suite builds one per test file (each on its own database):
 * there, compiling the same schemas again took about a quarter of the server tests' CPU.
 *
 * Nothing compiled depends on the app: a validator or serializer is a function of its schema, the
 * shared schemas and the compiler options, which key the cache.
 */
import AjvCompiler from '@fastify/ajv-compiler';
import SerializerSelector from '@fastify/fast-json-stringify-compiler';

type SerializerFactory = ReturnType<typeof SerializerSelector>;
type SerializerCompiler = ReturnType<SerializerFactory>;
type Serializer = ReturnType<SerializerCompiler>;

/**
 * One Ajv per set of shared schemas and options (the pool @fastify/ajv-compiler keeps), and Ajv
 * keeps each schema it compiled by identity: the same schema object is compiled once.
 */
const buildValidator = AjvCompiler();

const defaultSerializers = SerializerSelector();
/** Serializers by schema object, then by the shared schemas and options they were built with. */
const serializers = new WeakMap<object, Map<string, Serializer>>();

const buildSerializer: SerializerFactory = (externalSchemas, options) => {
  const compile = defaultSerializers(externalSchemas, options);
  const setting = JSON.stringify([externalSchemas ?? null, options ?? null]);
  return (route) => {
    const { schema } = route;
    if (typeof schema !== 'object' || schema === null) return compile(route);
    let bySetting = serializers.get(schema);
    if (!bySetting) serializers.set(schema, (bySetting = new Map()));
    let serializer = bySetting.get(setting);
    if (!serializer) bySetting.set(setting, (serializer = compile(route)));
    return serializer;
  };
};

/** The `schemaController` option of Fastify(). */
export const processWideSchemaCompilers = { compilersFactory: { buildValidator, buildSerializer } };
