// The asynchronous boundary lets Module Federation negotiate shared modules before React loads.
import('./bootstrap');
