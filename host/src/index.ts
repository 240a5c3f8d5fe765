// Module Federation resolves the shared singletons asynchronously: everything else starts from the bootstrap chunk.
import('./bootstrap');
