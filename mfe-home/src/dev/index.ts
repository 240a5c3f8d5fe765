// Stand-alone development shell: like the host, it starts once the shared singletons are resolved.
import('./bootstrap');
