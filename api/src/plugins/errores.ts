import fp from 'fastify-plugin';

// Placeholder of the initial layout: replaced by its owner.
export default fp(async () => {});
