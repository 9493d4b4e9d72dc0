package parlor.bench;

import io.netty.bootstrap.ServerBootstrap;
import io.netty.channel.ChannelHandler;
import io.netty.channel.ChannelHandlerContext;
import io.netty.channel.ChannelInboundHandlerAdapter;
import io.netty.channel.ChannelOption;
import io.netty.channel.EventLoopGroup;
import io.netty.channel.MultiThreadIoEventLoopGroup;
import io.netty.channel.epoll.Epoll;
import io.netty.channel.epoll.EpollIoHandler;
import io.netty.channel.epoll.EpollServerSocketChannel;
import java.io.IOException;
import java.io.InputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.StandardSocketOptions;
import java.nio.channels.ServerSocketChannel;
import java.nio.channels.SocketChannel;
import parlor.relay.server.Relay;
import parlor.relay.server.loop.LinkLoop;
import parlor.relay.server.loop.LoopChannel;

/**
 * {@code LoopEchoServer --loop nio|netty --port P}: echoes back every byte each connection sends,
 * as socat's {@code PIPE} does, on one event-loop thread, in a JVM of its own (so that its CPU is
 * measured per process, as socat's is). {@code nio} is the relay's own loop ({@link LinkLoop} and
 * {@link LoopChannel}, handled as the relay handles a seated station: on the loop, as bytes
 * arrive); {@code netty} is Netty's epoll transport with one loop thread. Run by bench/event-loops
 * ({@link LoopEcho}).
 */
public final class LoopEchoServer {

    /** Connections the kernel queues before they are accepted: a thousand stations connect within a second. */
    private static final int BACKLOG = 1024;

    private LoopEchoServer() {
    }

    public static void main(String[] args) throws Exception {
        if (args.length != 4 || !args[0].equals("--loop") || !args[2].equals("--port")) {
            System.err.println("usage: LoopEchoServer --loop nio|netty --port P");
            System.exit(2);
        }
        InetSocketAddress address = new InetSocketAddress(InetAddress.getLoopbackAddress(), Integer.parseInt(args[3]));
        switch (args[1]) {
            case "nio" -> nio(address);
            case "netty" -> netty(address);
            default -> {
                System.err.println("no loop called " + args[1] + ": nio or netty");
                System.exit(2);
            }
        }
    }

    /** The relay's loop: accepted on this thread, as the relay's listener does, then every byte moved and echoed on the loop. */
    private static void nio(InetSocketAddress address) throws IOException {
        LinkLoop loop = LinkLoop.start("link-loop");
        byte[] echoing = new byte[16 * 1024];
        try (ServerSocketChannel server = ServerSocketChannel.open()) {
            server.bind(address, BACKLOG);
            System.out.println("nio: the relay's LinkLoop, listening on " + address);
            while (true) {
                SocketChannel socket = server.accept();
                socket.setOption(StandardSocketOptions.TCP_NODELAY, true);
                LoopChannel channel = loop.connection(socket, "tcp:" + socket.getRemoteAddress(), Relay.INBOUND_LIMIT);
                channel.start();
                // one loop thread runs every handler, so one buffer serves them all
                channel.deliverTo(() -> echoArrived(channel, echoing));
            }
        }
    }

    /** On the loop, as StationConnection handles a seated station's bytes: what is here, without waiting; closed at the end. */
    private static void echoArrived(LoopChannel channel, byte[] echoing) {
        try {
            // read before the bytes are: once ended, what is here is all there will be
            boolean over = channel.ended();
            InputStream in = channel.in();
            for (int ready = in.available(); ready > 0; ready = in.available()) {
                int n = in.read(echoing, 0, Math.min(ready, echoing.length));
                channel.out().write(echoing, 0, n);
            }
            if (over) {
                channel.close();
            }
        } catch (IOException gone) {
            channel.close();
        }
    }

    /** Netty's epoll transport, one loop thread for accepting and for every connection. */
    private static void netty(InetSocketAddress address) throws InterruptedException {
        Epoll.ensureAvailability();
        EventLoopGroup group = new MultiThreadIoEventLoopGroup(1, EpollIoHandler.newFactory());
        try {
            ServerBootstrap bootstrap = new ServerBootstrap().group(group).channel(EpollServerSocketChannel.class)
                .option(ChannelOption.SO_BACKLOG, BACKLOG).childOption(ChannelOption.TCP_NODELAY, true).childHandler(new NettyEcho());
            var bound = bootstrap.bind(address).sync().channel();
            System.out.println("netty " + io.netty.util.Version.identify().values().iterator().next().artifactVersion()
                + ": epoll, listening on " + address + "; sun.misc.Unsafe in use: " + io.netty.util.internal.PlatformDependent.hasUnsafe()
                + "; allocator " + bound.config().getAllocator());
            bound.closeFuture().sync();
        } finally {
            group.shutdownGracefully();
        }
    }

    /** Writes back what it read, flushed at once: a key's echo is a packet of its own. */
    @ChannelHandler.Sharable
    private static final class NettyEcho extends ChannelInboundHandlerAdapter {
        @Override
        public void channelRead(ChannelHandlerContext context, Object bytes) {
            context.writeAndFlush(bytes);
        }

        @Override
        public void exceptionCaught(ChannelHandlerContext context, Throwable cause) {
            context.close();
        }
    }
}
